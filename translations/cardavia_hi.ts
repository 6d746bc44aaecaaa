<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Cardavia</source>
        <translation>Cardavia के बारे में</translation>
    </message>
    <message>
        <source>Traditional card and tile games from around the world, played offline against AI opponents.</source>
        <translation>दुनिया भर के पारंपरिक ताश और टाइल वाले खेल, बिना इंटरनेट के AI विरोधियों के ख़िलाफ़।</translation>
    </message>
    <message>
        <source>Cardavia is free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Cardavia मुफ़्त सॉफ़्टवेयर है: आप इसे GNU General Public License, संस्करण 3 या बाद के संस्करण के तहत बाँट और बदल सकते हैं। इसके साथ कोई वारंटी नहीं है।</translation>
    </message>
    <message>
        <source>Bundled fonts: %1. They are under the SIL Open Font License 1.1; the licence text is in the fonts folder.</source>
        <translation>साथ आए फ़ॉन्ट: %1। ये SIL Open Font License 1.1 के तहत हैं; लाइसेंस का पाठ फ़ॉन्ट वाले फ़ोल्डर में है।</translation>
    </message>
    <message>
        <source>Made with Qt %1 and Qt for Python (PySide6) %2, under the GNU Lesser General Public License, version 3.</source>
        <translation>Qt %1 और Qt for Python (PySide6) %2 से बना, जो GNU Lesser General Public License, संस्करण 3 के तहत हैं।</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>, trump</source>
        <translation>, तुरुप</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>उल्टा रखा पत्ता</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&amp;New deal</source>
        <translation>नई बाज़ी (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>सुझाव (&amp;H)</translation>
    </message>
    <message>
        <source>Ask the strong AI what it would play</source>
        <translation>मज़बूत AI से पूछें कि वह क्या चलता</translation>
    </message>
    <message>
        <source>&amp;Back to the lobby</source>
        <translation>खेलों पर वापस (&amp;B)</translation>
    </message>
    <message>
        <source>Close what is open; otherwise back to the lobby, keeping the deal</source>
        <translation>जो खुला है उसे बंद करें; वरना खेलों पर वापस, बाज़ी बनी रहती है</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>इस खेल के नियम (&amp;R)</translation>
    </message>
    <message>
        <source>The rules of the game on the table (in the lobby: of the game in focus)</source>
        <translation>मेज़ पर चल रहे खेल के नियम (खेलों की सूची में: चुने हुए खेल के)</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>आँकड़े (&amp;T)</translation>
    </message>
    <message>
        <source>Your results in each game</source>
        <translation>हर खेल में आपके नतीजे</translation>
    </message>
    <message>
        <source>Deal &amp;log</source>
        <translation>बाज़ी का ब्योरा (&amp;L)</translation>
    </message>
    <message>
        <source>Show or hide the list of what happened in the deal, beside the table</source>
        <translation>मेज़ के बगल में बाज़ी में अब तक हुई बातों की सूची दिखाएँ या छिपाएँ</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>पूरी स्क्रीन (&amp;F)</translation>
    </message>
    <message>
        <source>Fill the screen, or leave full screen</source>
        <translation>पूरी स्क्रीन पर दिखाएँ, या पूरी स्क्रीन से बाहर आएँ</translation>
    </message>
    <message>
        <source>Reset the &amp;display</source>
        <translation>दिखावट पहले जैसी (&amp;D)</translation>
    </message>
    <message>
        <source>Contrast, grain and colour temperature back to 50 %</source>
        <translation>कंट्रास्ट, ग्रेन और रंग तापमान फिर से 50%</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>कीबोर्ड शॉर्टकट (&amp;K)</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>यही सूची</translation>
    </message>
    <message>
        <source>Ab&amp;out Cardavia</source>
        <translation>Cardavia के बारे में (&amp;O)</translation>
    </message>
    <message>
        <source>Version, licences, and the software Cardavia is made with</source>
        <translation>संस्करण, लाइसेंस, और वे सॉफ़्टवेयर जिनसे Cardavia बना है</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>बंद करें (&amp;Q)</translation>
    </message>
    <message>
        <source>Close Cardavia (every unfinished deal is kept)</source>
        <translation>Cardavia बंद करें (हर अधूरी बाज़ी बनी रहती है)</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>मेनू</translation>
    </message>
    <message>
        <source>Open the menu</source>
        <translation>मेनू खोलें</translation>
    </message>
    <message>
        <source>Next control (Shift+Tab: the one before)</source>
        <translation>अगला नियंत्रण (Shift+Tab: पिछला)</translation>
    </message>
    <message>
        <source>Alt+letter</source>
        <translation>Alt+अक्षर</translation>
    </message>
    <message>
        <source>Press the button whose letter is underlined</source>
        <translation>वह बटन दबाएँ जिसका अक्षर रेखांकित है</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>अपने हाथ के पत्तों के बीच चलें</translation>
    </message>
    <message>
        <source>Play or pick the card in focus, or press the button in focus</source>
        <translation>चुने हुए पत्ते को खेलें या उठाएँ, या चुना हुआ बटन दबाएँ</translation>
    </message>
    <message>
        <source>In a replay: a move back or forward, to the start or the end</source>
        <translation>दोबारा देखते समय: एक चाल पीछे या आगे, शुरुआत या अंत पर</translation>
    </message>
    <message>
        <source>In a replay: play or pause</source>
        <translation>दोबारा देखते समय: चलाएँ या रोकें</translation>
    </message>
    <message>
        <source>Tak&amp;e back</source>
        <translation>चाल वापस लें (&amp;E)</translation>
    </message>
    <message>
        <source>Deal again in this game (a deal you have played in is given up only if you agree)</source>
        <translation>इसी खेल में फिर से बाँटें (जिस बाज़ी में आप चाल चल चुके हैं, वह आपकी हामी के बाद ही छोड़ी जाती है)</translation>
    </message>
    <message>
        <source>Return to your previous decision in this deal, undoing the AI moves since</source>
        <translation>इस बाज़ी में अपने पिछले फ़ैसले पर लौटें; उसके बाद की AI चालें रद्द हो जाती हैं</translation>
    </message>
</context>
<context>
    <name>DealLogPanel</name>
    <message>
        <source>Deal log</source>
        <translation>बाज़ी का ब्योरा</translation>
    </message>
    <message>
        <source>What happened in this deal, oldest first</source>
        <translation>इस बाज़ी में क्या हुआ, सबसे पुरानी बात पहले</translation>
    </message>
</context>
<context>
    <name>DisplaySlider</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>DurakController</name>
    <message>
        <source>Hint: beat with the {card}</source>
        <translation>सुझाव: {card} चलकर काटें</translation>
    </message>
    <message>
        <source>Hint: play the {card}</source>
        <translation>सुझाव: {card} चलें</translation>
    </message>
    <message>
        <source>Hint: take the cards</source>
        <translation>सुझाव: पत्ते उठा लें</translation>
    </message>
    <message>
        <source>Hint: press Done</source>
        <comment>the defender takes</comment>
        <translation>सुझाव: ‘बस’ दबाएँ</translation>
    </message>
    <message>
        <source>Hint: press Done</source>
        <translation>सुझाव: ‘बस’ दबाएँ</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>AI सोच रहा है…</translation>
    </message>
    <message>
        <source>Nothing beats the {card}: take the cards</source>
        <translation>{card} काटने को कुछ नहीं: पत्ते उठा लें</translation>
    </message>
    <message>
        <source>Beat the {card} or take</source>
        <translation>{card} काटें या पत्ते उठाएँ</translation>
    </message>
    <message>
        <source>Your attack: lead any card</source>
        <translation>आपका हमला: कोई भी पत्ता चलें</translation>
    </message>
    <message>
        <source>Add cards for the AI to take, or press Done</source>
        <translation>AI के उठाने को और पत्ते जोड़ें, या ‘बस’ दबाएँ</translation>
    </message>
    <message>
        <source>Nothing more to add: press Done</source>
        <translation>जोड़ने को कुछ नहीं बचा: ‘बस’ दबाएँ</translation>
    </message>
    <message>
        <source>Add a card or press Done</source>
        <translation>पत्ता जोड़ें या ‘बस’ दबाएँ</translation>
    </message>
    <message>
        <source>All beaten: press Done</source>
        <translation>सब कट गए: ‘बस’ दबाएँ</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <source>You are the durak</source>
        <translation>आप दुराक हैं</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>आप जीत गए!</translation>
    </message>
    <message>
        <source>You both went out in the same bout.</source>
        <translation>आप दोनों एक ही दौर में निकल गए।</translation>
    </message>
    <message numerus="yes">
        <source>The AI got rid of all its cards; you were left holding {count} cards.</source>
        <translation>
            <numerusform>AI के सारे पत्ते निकल गए; आपके हाथ में {count} पत्ता बचा रहा।</numerusform>
            <numerusform>AI के सारे पत्ते निकल गए; आपके हाथ में {count} पत्ते बचे रहे।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You got rid of all your cards; the AI was left holding {count} cards.</source>
        <translation>
            <numerusform>आपके सारे पत्ते निकल गए; AI के हाथ में {count} पत्ता बचा रहा।</numerusform>
            <numerusform>आपके सारे पत्ते निकल गए; AI के हाथ में {count} पत्ते बचे रहे।</numerusform>
        </translation>
    </message>
    <message>
        <source>AI ({level}) · cards: {count}</source>
        <translation>AI ({level}) · पत्ते: {count}</translation>
    </message>
    <message>
        <source>The AI&apos;s hand, cards: {count}</source>
        <translation>AI का हाथ, पत्ते: {count}</translation>
    </message>
    <message>
        <source>Stock · {count} · trump {card}</source>
        <translation>गड्डी · {count} · तुरुप {card}</translation>
    </message>
    <message>
        <source>Trump {suit}</source>
        <translation>तुरुप {suit}</translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation>गड्डी, पत्ते: {count}</translation>
    </message>
    <message>
        <source>Discard · {count}</source>
        <translation>फेंके गए · {count}</translation>
    </message>
    <message>
        <source>Discard pile, cards: {count}</source>
        <translation>फेंके गए पत्तों का ढेर, पत्ते: {count}</translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation>आपका हाथ, पत्ते: {count}</translation>
    </message>
    <message>
        <source>The bout on the table</source>
        <translation>मेज़ पर चल रहा दौर</translation>
    </message>
    <message>
        <source>Attack cards: {played} of {limit}</source>
        <translation>हमले के पत्ते: {limit} में से {played}</translation>
    </message>
    <message>
        <source>you take</source>
        <translation>आप उठा रहे हैं</translation>
    </message>
    <message>
        <source>the AI takes</source>
        <translation>AI उठा रहा है</translation>
    </message>
    <message>
        <source>Drag or click a card to attack</source>
        <translation>हमला करने के लिए पत्ता खींचें या क्लिक करें</translation>
    </message>
</context>
<context>
    <name>DurakTable</name>
    <message>
        <source>&amp;Take</source>
        <translation>उठाएँ (&amp;T)</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>उठाएँ</translation>
    </message>
    <message>
        <source>Pick up every card of this bout</source>
        <translation>इस दौर के सारे पत्ते उठा लें</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>बस (&amp;D)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>बस</translation>
    </message>
    <message>
        <source>Stop adding cards: the bout ends</source>
        <translation>पत्ते जोड़ना बंद करें: दौर ख़त्म</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <comment>the defender takes</comment>
        <translation>बस (&amp;D)</translation>
    </message>
    <message>
        <source>Done</source>
        <comment>the defender takes</comment>
        <translation>बस</translation>
    </message>
    <message>
        <source>Stop adding cards: the AI takes them all</source>
        <translation>पत्ते जोड़ना बंद करें: AI सारे पत्ते उठाएगा</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>The deal is over.</source>
        <comment>core.illegal.deal_over</comment>
        <translation>बाज़ी ख़त्म हो चुकी है।</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <comment>core.illegal.not_legal</comment>
        <translation>यह चाल अभी नहीं चली जा सकती।</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <comment>core.illegal.not_your_turn</comment>
        <translation>अभी आपकी बारी नहीं है।</translation>
    </message>
    <message>
        <source>There is no seat {seat} at this table.</source>
        <comment>core.illegal.unknown_seat</comment>
        <translation>इस मेज़ पर सीट {seat} नहीं है।</translation>
    </message>
    <message>
        <source>Six cards each; the trump card is the {card}.</source>
        <comment>durak.event.deal</comment>
        <translation>हर खिलाड़ी को छह पत्ते; तुरुप का पत्ता {card} है।</translation>
    </message>
    <message numerus="yes">
        <source>All beaten: {count} cards go to the discard pile.</source>
        <comment>durak.event.discard</comment>
        <translation>
            <numerusform>सब कट गए: {count} पत्ता फेंके गए पत्तों के ढेर में जाता है।</numerusform>
            <numerusform>सब कट गए: {count} पत्ते फेंके गए पत्तों के ढेर में जाते हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>The defender is taking: no more cards can be beaten this bout.</source>
        <comment>durak.illegal.already_taking</comment>
        <translation>बचाव करने वाला पत्ते उठा रहा है: इस दौर में अब कोई पत्ता नहीं काटा जा सकता।</translation>
    </message>
    <message numerus="yes">
        <source>This bout already holds {limit} attack cards, its limit.</source>
        <comment>durak.illegal.bout_full</comment>
        <translation>
            <numerusform>इस दौर में पहले से {limit} हमले का पत्ता है, यही सीमा है।</numerusform>
            <numerusform>इस दौर में पहले से {limit} हमले के पत्ते हैं, यही सीमा है।</numerusform>
        </translation>
    </message>
    <message>
        <source>The {card} does not beat the {attack}.</source>
        <comment>durak.illegal.must_beat</comment>
        <translation>चला गया पत्ता, {attack}, इस पत्ते से नहीं कटता: {card}।</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>durak.illegal.not_in_hand</comment>
        <translation>आपके पास {card} नहीं है।</translation>
    </message>
    <message>
        <source>Lead a card first: a bout cannot end before it starts.</source>
        <comment>durak.illegal.nothing_to_stop</comment>
        <translation>पहले एक पत्ता चलें: दौर शुरू होने से पहले ख़त्म नहीं हो सकता।</translation>
    </message>
    <message>
        <source>Only the attacker can do that.</source>
        <comment>durak.illegal.only_attacker</comment>
        <translation>यह केवल हमला करने वाला कर सकता है।</translation>
    </message>
    <message>
        <source>Only the defender can do that.</source>
        <comment>durak.illegal.only_defender</comment>
        <translation>यह केवल बचाव करने वाला कर सकता है।</translation>
    </message>
    <message>
        <source>You can only add a card whose rank is already on the table.</source>
        <comment>durak.illegal.rank_not_on_table</comment>
        <translation>आप केवल वही पत्ता जोड़ सकते हैं जिसका अंक पहले से मेज़ पर है।</translation>
    </message>
    <message>
        <source>Wait until the defender beats or takes the card on the table.</source>
        <comment>durak.illegal.wait_for_defence</comment>
        <translation>रुकें, जब तक बचाव करने वाला मेज़ के पत्ते को काट न दे या उठा न ले।</translation>
    </message>
    <message>
        <source>Both players went out in the same bout: a draw.</source>
        <comment>durak.outcome.draw</comment>
        <translation>दोनों खिलाड़ी एक ही दौर में निकल गए: बराबरी।</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>durak.rank.6</comment>
        <translation>छक्का</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>durak.rank.7</comment>
        <translation>सत्ता</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>durak.rank.8</comment>
        <translation>अट्ठा</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>durak.rank.9</comment>
        <translation>नहला</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>durak.rank.A</comment>
        <translation>इक्का</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>durak.rank.J</comment>
        <translation>गुलाम</translation>
    </message>
    <message>
        <source>King</source>
        <comment>durak.rank.K</comment>
        <translation>बादशाह</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>durak.rank.Q</comment>
        <translation>बेगम</translation>
    </message>
    <message>
        <source>Ten</source>
        <comment>durak.rank.T</comment>
        <translation>दहला</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>durak.suit.C</comment>
        <translation>चिड़ी</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>durak.suit.D</comment>
        <translation>ईंट</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>durak.suit.H</comment>
        <translation>पान</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>durak.suit.S</comment>
        <translation>हुकुम</translation>
    </message>
    <message numerus="yes">
        <source>Eight cards each; {count} cards in the stock.</source>
        <comment>kowah.event.deal</comment>
        <translation>
            <numerusform>हर खिलाड़ी को आठ पत्ते; गड्डी में {count} पत्ता।</numerusform>
            <numerusform>हर खिलाड़ी को आठ पत्ते; गड्डी में {count} पत्ते।</numerusform>
        </translation>
    </message>
    <message>
        <source>Old Thousand</source>
        <comment>kowah.honour.OT</comment>
        <translation>बूढ़ा हज़ार</translation>
    </message>
    <message>
        <source>Red Flower</source>
        <comment>kowah.honour.RF</comment>
        <translation>लाल फूल</translation>
    </message>
    <message>
        <source>White Flower</source>
        <comment>kowah.honour.WF</comment>
        <translation>सफ़ेद फूल</translation>
    </message>
    <message>
        <source>Your hand is ready: declare or pass first.</source>
        <comment>kowah.illegal.decide_declaration</comment>
        <translation>आपका हाथ तैयार है: पहले घोषणा करें या पास करें।</translation>
    </message>
    <message>
        <source>You may declare only just after your discard.</source>
        <comment>kowah.illegal.declare_after_discard</comment>
        <translation>घोषणा केवल पत्ता फेंकने के ठीक बाद की जा सकती है।</translation>
    </message>
    <message>
        <source>You already have nine cards: discard one.</source>
        <comment>kowah.illegal.discard_now</comment>
        <translation>आपके पास पहले से नौ पत्ते हैं: एक फेंकें।</translation>
    </message>
    <message>
        <source>Draw from the stock or take the latest discard first.</source>
        <comment>kowah.illegal.draw_first</comment>
        <translation>पहले गड्डी से पत्ता खींचें या आख़िरी फेंका गया पत्ता उठाएँ।</translation>
    </message>
    <message>
        <source>Your first turn must draw from the stock.</source>
        <comment>kowah.illegal.first_turn_draws</comment>
        <translation>अपनी पहली बारी में आपको गड्डी से ही खींचना होगा।</translation>
    </message>
    <message>
        <source>Your hand is declared and locked: you draw from the stock only.</source>
        <comment>kowah.illegal.locked_draws</comment>
        <translation>आपका हाथ घोषित और बंद है: आप केवल गड्डी से खींच सकते हैं।</translation>
    </message>
    <message>
        <source>There is no discard to take.</source>
        <comment>kowah.illegal.no_discard</comment>
        <translation>उठाने के लिए कोई फेंका गया पत्ता नहीं है।</translation>
    </message>
    <message>
        <source>The {face} cannot be the waiting pair of this hand.</source>
        <comment>kowah.illegal.not_a_wait</comment>
        <translation>यह पत्ता, {face}, इस हाथ की इंतज़ार की जोड़ी नहीं हो सकता।</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>kowah.illegal.not_in_hand</comment>
        <translation>आपके पास {card} नहीं है।</translation>
    </message>
    <message>
        <source>Your hand is not ready: you need two triples and an identical pair.</source>
        <comment>kowah.illegal.not_ready</comment>
        <translation>आपका हाथ तैयार नहीं है: दो तिकड़ियाँ और एक हूबहू जोड़ी चाहिए।</translation>
    </message>
    <message>
        <source>You cannot discard the {card} you have just taken.</source>
        <comment>kowah.illegal.taken_card</comment>
        <translation>अभी उठाया पत्ता, {card}, आप फेंक नहीं सकते।</translation>
    </message>
    <message>
        <source>The stock is empty and nobody won: the deal is drawn.</source>
        <comment>kowah.outcome.exhausted</comment>
        <translation>गड्डी ख़त्म हो गई और कोई नहीं जीता: बाज़ी बराबरी पर छूटी।</translation>
    </message>
    <message>
        <source>One</source>
        <comment>kowah.rank.1</comment>
        <translation>इक्का</translation>
    </message>
    <message>
        <source>Two</source>
        <comment>kowah.rank.2</comment>
        <translation>दुक्की</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>kowah.rank.3</comment>
        <translation>तिक्की</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>kowah.rank.4</comment>
        <translation>चौका</translation>
    </message>
    <message>
        <source>Five</source>
        <comment>kowah.rank.5</comment>
        <translation>पंजा</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>kowah.rank.6</comment>
        <translation>छक्का</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>kowah.rank.7</comment>
        <translation>सत्ता</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>kowah.rank.8</comment>
        <translation>अट्ठा</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>kowah.rank.9</comment>
        <translation>नहला</translation>
    </message>
    <message>
        <source>Coins</source>
        <comment>kowah.suit.C</comment>
        <translation>सिक्के</translation>
    </message>
    <message>
        <source>Myriads</source>
        <comment>kowah.suit.M</comment>
        <translation>दस-हज़ारी</translation>
    </message>
    <message>
        <source>Strings</source>
        <comment>kowah.suit.S</comment>
        <translation>लड़ी</translation>
    </message>
    <message>
        <source>{tile} cannot be the middle tile of a chow.</source>
        <comment>mahjong.error.bad_chow</comment>
        <translation>{tile} किसी चाउ की बीच वाली टाइल नहीं हो सकती।</translation>
    </message>
    <message>
        <source>{flag} must be true or false, not {value!r}.</source>
        <comment>mahjong.error.bad_flag</comment>
        <translation>{flag} का मान true या false होना चाहिए, {value!r} नहीं।</translation>
    </message>
    <message>
        <source>Flower count must be 0-8, not {value!r}.</source>
        <comment>mahjong.error.bad_flowers</comment>
        <translation>फूलों की गिनती 0-8 होनी चाहिए, {value!r} नहीं।</translation>
    </message>
    <message>
        <source>Not a valid JSON object: {detail}</source>
        <comment>mahjong.error.bad_json</comment>
        <translation>यह मान्य JSON ऑब्जेक्ट नहीं है: {detail}</translation>
    </message>
    <message>
        <source>Unknown set type {kind!r} (use CHI, PENG or GANG).</source>
        <comment>mahjong.error.bad_meld</comment>
        <translation>अनजाना सेट प्रकार {kind!r} (CHI, PENG या GANG इस्तेमाल करें)।</translation>
    </message>
    <message>
        <source>Cannot read {text!r}: {detail}</source>
        <comment>mahjong.error.bad_notation</comment>
        <translation>{text!r} पढ़ा नहीं जा सका: {detail}</translation>
    </message>
    <message>
        <source>Set offer must be 0-3 (a chow: 1-3), not {offer!r}.</source>
        <comment>mahjong.error.bad_offer</comment>
        <translation>सेट का offer 0-3 होना चाहिए (चाउ के लिए 1-3), {offer!r} नहीं।</translation>
    </message>
    <message>
        <source>{which} wind must be 0-3 (East, South, West, North), not {value!r}.</source>
        <comment>mahjong.error.bad_wind</comment>
        <translation>{which} हवा 0-3 होनी चाहिए (पूर्व, दक्षिण, पश्चिम, उत्तर), {value!r} नहीं।</translation>
    </message>
    <message>
        <source>Empty line.</source>
        <comment>mahjong.error.empty_line</comment>
        <translation>ख़ाली पंक्ति।</translation>
    </message>
    <message>
        <source>There are only four copies of {tile}, this hand uses {count}.</source>
        <comment>mahjong.error.fifth_copy</comment>
        <translation>इस टाइल ({tile}) की केवल चार प्रतियाँ होती हैं, पर यह हाथ {count} इस्तेमाल करता है।</translation>
    </message>
    <message>
        <source>A flower cannot be part of the hand; count it in the flowers instead.</source>
        <comment>mahjong.error.flower_in_hand</comment>
        <translation>फूल हाथ का हिस्सा नहीं हो सकता; उसे फूलों में गिनें।</translation>
    </message>
    <message>
        <source>Internal error ({detail}); please report this hand.</source>
        <comment>mahjong.error.internal</comment>
        <translation>आंतरिक त्रुटि ({detail}); कृपया यह हाथ रिपोर्ट करें।</translation>
    </message>
    <message>
        <source>Last Tile means the other three {tile} are visible, but the hand holds another one.</source>
        <comment>mahjong.error.last_tile_held</comment>
        <translation>‘आख़िरी टाइल’ का मतलब है कि इस टाइल ({tile}) की बाक़ी तीन प्रतियाँ दिख चुकी हैं, पर हाथ में एक और है।</translation>
    </message>
    <message>
        <source>Missing field {field!r}.</source>
        <comment>mahjong.error.missing_field</comment>
        <translation>फ़ील्ड {field!r} मौजूद नहीं है।</translation>
    </message>
    <message>
        <source>This is not a complete winning hand.</source>
        <comment>mahjong.error.not_complete</comment>
        <translation>यह पूरा जीतने वाला हाथ नहीं है।</translation>
    </message>
    <message>
        <source>A win on a kong replacement tile needs a declared kong.</source>
        <comment>mahjong.error.replacement_without_kong</comment>
        <translation>कोंग की बदली टाइल से जीत के लिए घोषित कोंग चाहिए।</translation>
    </message>
    <message>
        <source>Cannot rob a kong of {tile}: the hand already holds or shows that tile.</source>
        <comment>mahjong.error.rob_held_tile</comment>
        <translation>इस टाइल ({tile}) का कोंग नहीं लूटा जा सकता: वह टाइल पहले से हाथ में है या खुली दिख रही है।</translation>
    </message>
    <message>
        <source>A hand has at most four declared sets, not {count}.</source>
        <comment>mahjong.error.too_many_melds</comment>
        <translation>किसी हाथ में अधिकतम चार घोषित सेट होते हैं, {count} नहीं।</translation>
    </message>
    <message>
        <source>Unknown tile {tile!r}.</source>
        <comment>mahjong.error.unknown_tile</comment>
        <translation>अनजानी टाइल {tile!r}।</translation>
    </message>
    <message>
        <source>{seat} attacks with the {card}.</source>
        <comment>durak.event.attack</comment>
        <translation>{seat} {card} चलकर हमला करता है।</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.6</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.7</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.8</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.9</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.A</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.J</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.K</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.Q</comment>
        <translation>{suit} की {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.T</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>You attack with the {card}.</source>
        <comment>durak.event.attack.you.seat</comment>
        <translation>आप {card} चलकर हमला करते हैं।</translation>
    </message>
    <message>
        <source>{attacker} attacks, {defender} defends.</source>
        <comment>durak.event.bout</comment>
        <translation>{attacker} हमला करता है, {defender} बचाव करता है।</translation>
    </message>
    <message>
        <source>You attack, {defender} defends.</source>
        <comment>durak.event.bout.you.attacker</comment>
        <translation>आप हमला करते हैं, {defender} बचाव करता है।</translation>
    </message>
    <message>
        <source>{attacker} attacks, you defend.</source>
        <comment>durak.event.bout.you.defender</comment>
        <translation>{attacker} हमला करता है, आप बचाव करते हैं।</translation>
    </message>
    <message>
        <source>{seat} beats the {attack} with the {card}.</source>
        <comment>durak.event.defend</comment>
        <translation>{seat} {card} चलकर {attack} काटता है।</translation>
    </message>
    <message>
        <source>You beat the {attack} with the {card}.</source>
        <comment>durak.event.defend.you.seat</comment>
        <translation>आप {card} चलकर {attack} काटते हैं।</translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws {count} cards.</source>
        <comment>durak.event.draw</comment>
        <translation>
            <numerusform>{seat} {count} पत्ता उठाता है।</numerusform>
            <numerusform>{seat} {count} पत्ते उठाता है।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw {count} cards.</source>
        <comment>durak.event.draw.you.seat</comment>
        <translation>
            <numerusform>आप {count} पत्ता उठाते हैं।</numerusform>
            <numerusform>आप {count} पत्ते उठाते हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} holds the lowest trump, the {card}, and attacks first.</source>
        <comment>durak.event.first_attacker</comment>
        <translation>{seat} के पास सबसे छोटी तुरुप, {card}, है और वह पहले हमला करता है।</translation>
    </message>
    <message>
        <source>You hold the lowest trump, the {card}, and attack first.</source>
        <comment>durak.event.first_attacker.you.seat</comment>
        <translation>आपके पास सबसे छोटी तुरुप, {card}, है और आप पहले हमला करते हैं।</translation>
    </message>
    <message>
        <source>Nobody holds a trump: {seat} attacks first.</source>
        <comment>durak.event.first_attacker_no_trump</comment>
        <translation>किसी के पास तुरुप नहीं है: {seat} पहले हमला करता है।</translation>
    </message>
    <message>
        <source>Nobody holds a trump: you attack first.</source>
        <comment>durak.event.first_attacker_no_trump.you.seat</comment>
        <translation>किसी के पास तुरुप नहीं है: आप पहले हमला करते हैं।</translation>
    </message>
    <message numerus="yes">
        <source>{seat} picks up {count} cards.</source>
        <comment>durak.event.pick_up</comment>
        <translation>
            <numerusform>{seat} {count} पत्ता उठा लेता है।</numerusform>
            <numerusform>{seat} {count} पत्ते उठा लेता है।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You pick up {count} cards.</source>
        <comment>durak.event.pick_up.you.seat</comment>
        <translation>
            <numerusform>आप {count} पत्ता उठा लेते हैं।</numerusform>
            <numerusform>आप {count} पत्ते उठा लेते हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} takes.</source>
        <comment>durak.event.take</comment>
        <translation>{seat} पत्ते उठाता है।</translation>
    </message>
    <message>
        <source>You take.</source>
        <comment>durak.event.take.you.seat</comment>
        <translation>आप पत्ते उठाते हैं।</translation>
    </message>
    <message>
        <source>{seat} draws the face-up trump, the {card}.</source>
        <comment>durak.event.trump_drawn</comment>
        <translation>{seat} खुला तुरुप पत्ता, {card}, उठाता है।</translation>
    </message>
    <message>
        <source>You draw the face-up trump, the {card}.</source>
        <comment>durak.event.trump_drawn.you.seat</comment>
        <translation>आप खुला तुरुप पत्ता, {card}, उठाते हैं।</translation>
    </message>
    <message>
        <source>{seat} is left holding cards: the durak.</source>
        <comment>durak.outcome.durak</comment>
        <translation>{seat} के हाथ में पत्ते बचे रहे: वही दुराक है।</translation>
    </message>
    <message>
        <source>You are left holding cards: you are the durak.</source>
        <comment>durak.outcome.durak.you.seat</comment>
        <translation>आपके हाथ में पत्ते बचे रहे: आप दुराक हैं।</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.1</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.2</comment>
        <translation>{suit} की {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.3</comment>
        <translation>{suit} की {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.4</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.5</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.6</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.7</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.8</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.9</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>{seat} declares cheki, waiting on the {face}.</source>
        <comment>kowah.event.declare</comment>
        <translation>{seat} चेकी घोषित करता है; इंतज़ार की जोड़ी: {face}।</translation>
    </message>
    <message>
        <source>You declare cheki, waiting on the {face}.</source>
        <comment>kowah.event.declare.you.seat</comment>
        <translation>आप चेकी घोषित करते हैं; इंतज़ार की जोड़ी: {face}।</translation>
    </message>
    <message>
        <source>{seat} discards the {card}.</source>
        <comment>kowah.event.discard</comment>
        <translation>{seat} {card} फेंकता है।</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <comment>kowah.event.discard.you.seat</comment>
        <translation>आप {card} फेंकते हैं।</translation>
    </message>
    <message>
        <source>{seat} draws from the stock.</source>
        <comment>kowah.event.draw</comment>
        <translation>{seat} गड्डी से पत्ता खींचता है।</translation>
    </message>
    <message>
        <source>You draw from the stock.</source>
        <comment>kowah.event.draw.you.seat</comment>
        <translation>आप गड्डी से पत्ता खींचते हैं।</translation>
    </message>
    <message>
        <source>{seat} draws the {card}, face up.</source>
        <comment>kowah.event.draw_public</comment>
        <translation>{seat} {card} खींचता है और सबको दिखाता है।</translation>
    </message>
    <message>
        <source>You draw the {card}, face up.</source>
        <comment>kowah.event.draw_public.you.seat</comment>
        <translation>आप {card} खींचते हैं और सबको दिखाते हैं।</translation>
    </message>
    <message>
        <source>{seat} plays first.</source>
        <comment>kowah.event.first_player</comment>
        <translation>{seat} पहले खेलता है।</translation>
    </message>
    <message>
        <source>You play first.</source>
        <comment>kowah.event.first_player.you.seat</comment>
        <translation>आप पहले खेलते हैं।</translation>
    </message>
    <message>
        <source>{seat} receives eight cards.</source>
        <comment>kowah.event.hand</comment>
        <translation>{seat} को आठ पत्ते मिलते हैं।</translation>
    </message>
    <message>
        <source>You receive eight cards.</source>
        <comment>kowah.event.hand.you.seat</comment>
        <translation>आपको आठ पत्ते मिलते हैं।</translation>
    </message>
    <message>
        <source>{seat} does not declare.</source>
        <comment>kowah.event.pass</comment>
        <translation>{seat} घोषणा नहीं करता।</translation>
    </message>
    <message>
        <source>You do not declare.</source>
        <comment>kowah.event.pass.you.seat</comment>
        <translation>आप घोषणा नहीं करते।</translation>
    </message>
    <message>
        <source>{seat} takes the {card}.</source>
        <comment>kowah.event.take</comment>
        <translation>{seat} {card} उठा लेता है।</translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <comment>kowah.event.take.you.seat</comment>
        <translation>आप {card} उठा लेते हैं।</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} discarded by {source}: ×2.</source>
        <comment>kowah.outcome.claimed_discard</comment>
        <translation>{seat} {source} का फेंका पत्ता, {card}, लेकर जीतता है: ×2।</translation>
    </message>
    <message>
        <source>You win on the {card} discarded by {source}: ×2.</source>
        <comment>kowah.outcome.claimed_discard.you.seat</comment>
        <translation>आप {source} का फेंका पत्ता, {card}, लेकर जीतते हैं: ×2।</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} you discarded: ×2.</source>
        <comment>kowah.outcome.claimed_discard.you.source</comment>
        <translation>{seat} आपका फेंका पत्ता, {card}, लेकर जीतता है: ×2।</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} drawn by {source}: ×1.</source>
        <comment>kowah.outcome.claimed_draw</comment>
        <translation>{seat} {source} का खींचा पत्ता, {card}, लेकर जीतता है: ×1।</translation>
    </message>
    <message>
        <source>You win on the {card} drawn by {source}: ×1.</source>
        <comment>kowah.outcome.claimed_draw.you.seat</comment>
        <translation>आप {source} का खींचा पत्ता, {card}, लेकर जीतते हैं: ×1।</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} you drew: ×1.</source>
        <comment>kowah.outcome.claimed_draw.you.source</comment>
        <translation>{seat} आपका खींचा पत्ता, {card}, लेकर जीतता है: ×1।</translation>
    </message>
    <message>
        <source>{seat} draws the {card} and wins: ×3.</source>
        <comment>kowah.outcome.self_drawn</comment>
        <translation>{seat} {card} खींचकर जीतता है: ×3।</translation>
    </message>
    <message>
        <source>You draw the {card} and win: ×3.</source>
        <comment>kowah.outcome.self_drawn.you.seat</comment>
        <translation>आप {card} खींचकर जीतते हैं: ×3।</translation>
    </message>
    <message numerus="yes">
        <source>The hand needs {need} concealed tiles besides the winning tile, not {count} (declared sets: {melds}).</source>
        <comment>mahjong.error.wrong_count</comment>
        <translation>
            <numerusform>हाथ को जीतने वाली टाइल के अलावा {need} छिपी टाइल चाहिए, {count} नहीं (घोषित सेट: {melds})।</numerusform>
            <numerusform>हाथ को जीतने वाली टाइल के अलावा {need} छिपी टाइलें चाहिए, {count} नहीं (घोषित सेट: {melds})।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hand needs {need} concealed tiles, not {count} (declared sets: {melds}).</source>
        <comment>mahjong.error.wrong_shanten_count</comment>
        <translation>
            <numerusform>हाथ को {need} छिपी टाइल चाहिए, {count} नहीं (घोषित सेट: {melds})।</numerusform>
            <numerusform>हाथ को {need} छिपी टाइलें चाहिए, {count} नहीं (घोषित सेट: {melds})।</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} adds the {tile} to a pung.</source>
        <comment>mahjong.event.added_kong</comment>
        <translation>{seat} पुंग में {tile} जोड़ता है।</translation>
    </message>
    <message>
        <source>You add the {tile} to a pung.</source>
        <comment>mahjong.event.added_kong.you.seat</comment>
        <translation>आप पुंग में {tile} जोड़ते हैं।</translation>
    </message>
    <message>
        <source>{seat} claims the {tile} for a chow.</source>
        <comment>mahjong.event.chow</comment>
        <translation>{seat} चाउ के लिए {tile} लेता है।</translation>
    </message>
    <message>
        <source>You claim the {tile} for a chow.</source>
        <comment>mahjong.event.chow.you.seat</comment>
        <translation>आप चाउ के लिए {tile} लेते हैं।</translation>
    </message>
    <message>
        <source>{seat} declares a concealed kong.</source>
        <comment>mahjong.event.concealed_kong</comment>
        <translation>{seat} छिपा कोंग घोषित करता है।</translation>
    </message>
    <message>
        <source>You declare a concealed kong.</source>
        <comment>mahjong.event.concealed_kong.you.seat</comment>
        <translation>आप छिपा कोंग घोषित करते हैं।</translation>
    </message>
    <message>
        <source>{seat} is East and deals: 14 tiles to East, 13 to the others.</source>
        <comment>mahjong.event.deal</comment>
        <translation>{seat} पूर्व है और बाँटता है: पूर्व को 14 टाइलें, बाक़ियों को 13।</translation>
    </message>
    <message>
        <source>You are East and deal: 14 tiles to East, 13 to the others.</source>
        <comment>mahjong.event.deal.you.seat</comment>
        <translation>आप पूर्व हैं और बाँटते हैं: पूर्व को 14 टाइलें, बाक़ियों को 13।</translation>
    </message>
    <message>
        <source>{seat} discards the {tile}.</source>
        <comment>mahjong.event.discard</comment>
        <translation>{seat} {tile} फेंकता है।</translation>
    </message>
    <message>
        <source>You discard the {tile}.</source>
        <comment>mahjong.event.discard.you.seat</comment>
        <translation>आप {tile} फेंकते हैं।</translation>
    </message>
    <message>
        <source>{seat} draws a tile.</source>
        <comment>mahjong.event.draw</comment>
        <translation>{seat} एक टाइल खींचता है।</translation>
    </message>
    <message>
        <source>You draw a tile.</source>
        <comment>mahjong.event.draw.you.seat</comment>
        <translation>आप एक टाइल खींचते हैं।</translation>
    </message>
    <message>
        <source>{seat} claims the {tile} for an exposed kong.</source>
        <comment>mahjong.event.exposed_kong</comment>
        <translation>{seat} खुले कोंग के लिए {tile} लेता है।</translation>
    </message>
    <message>
        <source>You claim the {tile} for an exposed kong.</source>
        <comment>mahjong.event.exposed_kong.you.seat</comment>
        <translation>आप खुले कोंग के लिए {tile} लेते हैं।</translation>
    </message>
    <message>
        <source>{seat} shows the {tile} and draws a replacement.</source>
        <comment>mahjong.event.flower</comment>
        <translation>{seat} {tile} दिखाता है और बदली टाइल खींचता है।</translation>
    </message>
    <message>
        <source>You show the {tile} and draw a replacement.</source>
        <comment>mahjong.event.flower.you.seat</comment>
        <translation>आप {tile} दिखाते हैं और बदली टाइल खींचते हैं।</translation>
    </message>
    <message numerus="yes">
        <source>{seat} receives {count} tiles.</source>
        <comment>mahjong.event.hand</comment>
        <translation>
            <numerusform>{seat} को {count} टाइल मिलती है।</numerusform>
            <numerusform>{seat} को {count} टाइलें मिलती हैं।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You receive {count} tiles.</source>
        <comment>mahjong.event.hand.you.seat</comment>
        <translation>
            <numerusform>आपको {count} टाइल मिलती है।</numerusform>
            <numerusform>आपको {count} टाइलें मिलती हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} claims the {tile} for a pung.</source>
        <comment>mahjong.event.pung</comment>
        <translation>{seat} पुंग के लिए {tile} लेता है।</translation>
    </message>
    <message>
        <source>You claim the {tile} for a pung.</source>
        <comment>mahjong.event.pung.you.seat</comment>
        <translation>आप पुंग के लिए {tile} लेते हैं।</translation>
    </message>
    <message>
        <source>{seat} draws a replacement tile from the end of the wall.</source>
        <comment>mahjong.event.replacement</comment>
        <translation>{seat} दीवार के छोर से बदली टाइल खींचता है।</translation>
    </message>
    <message>
        <source>You draw a replacement tile from the end of the wall.</source>
        <comment>mahjong.event.replacement.you.seat</comment>
        <translation>आप दीवार के छोर से बदली टाइल खींचते हैं।</translation>
    </message>
    <message>
        <source>{seat} robs the kong.</source>
        <comment>mahjong.event.robbed</comment>
        <translation>{seat} कोंग लूटता है।</translation>
    </message>
    <message>
        <source>You rob the kong.</source>
        <comment>mahjong.event.robbed.you.seat</comment>
        <translation>आप कोंग लूटते हैं।</translation>
    </message>
    <message>
        <source>All Chows</source>
        <comment>mahjong.fan.all_chows</comment>
        <translation>सब चाउ</translation>
    </message>
    <message>
        <source>All Even Pungs</source>
        <comment>mahjong.fan.all_even_pungs</comment>
        <translation>सब सम पुंग</translation>
    </message>
    <message>
        <source>All Five</source>
        <comment>mahjong.fan.all_five</comment>
        <translation>हर जगह पाँच</translation>
    </message>
    <message>
        <source>All Green</source>
        <comment>mahjong.fan.all_green</comment>
        <translation>सब हरा</translation>
    </message>
    <message>
        <source>All Honors</source>
        <comment>mahjong.fan.all_honors</comment>
        <translation>सब ऑनर</translation>
    </message>
    <message>
        <source>All Pungs</source>
        <comment>mahjong.fan.all_pungs</comment>
        <translation>सब पुंग</translation>
    </message>
    <message>
        <source>All Simples</source>
        <comment>mahjong.fan.all_simples</comment>
        <translation>सब साधारण</translation>
    </message>
    <message>
        <source>All Terminals</source>
        <comment>mahjong.fan.all_terminals</comment>
        <translation>सब टर्मिनल</translation>
    </message>
    <message>
        <source>All Terminals and Honors</source>
        <comment>mahjong.fan.all_terminals_and_honors</comment>
        <translation>सब टर्मिनल और ऑनर</translation>
    </message>
    <message>
        <source>All Types</source>
        <comment>mahjong.fan.all_types</comment>
        <translation>सभी प्रकार</translation>
    </message>
    <message>
        <source>Big Four Winds</source>
        <comment>mahjong.fan.big_four_winds</comment>
        <translation>बड़ी चार हवाएँ</translation>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <comment>mahjong.fan.big_three_dragons</comment>
        <translation>बड़े तीन ड्रैगन</translation>
    </message>
    <message>
        <source>Big Three Winds</source>
        <comment>mahjong.fan.big_three_winds</comment>
        <translation>बड़ी तीन हवाएँ</translation>
    </message>
    <message>
        <source>Chicken Hand</source>
        <comment>mahjong.fan.chicken_hand</comment>
        <translation>मुर्ग़ी हाथ</translation>
    </message>
    <message>
        <source>Closed Wait</source>
        <comment>mahjong.fan.closed_wait</comment>
        <translation>बीच का इंतज़ार</translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <comment>mahjong.fan.concealed_hand</comment>
        <translation>छिपा हाथ</translation>
    </message>
    <message>
        <source>Concealed Kong</source>
        <comment>mahjong.fan.concealed_kong</comment>
        <translation>छिपा कोंग</translation>
    </message>
    <message>
        <source>Double Pung</source>
        <comment>mahjong.fan.double_pung</comment>
        <translation>दोहरा पुंग</translation>
    </message>
    <message>
        <source>Dragon Pung</source>
        <comment>mahjong.fan.dragon_pung</comment>
        <translation>ड्रैगन पुंग</translation>
    </message>
    <message>
        <source>Edge Wait</source>
        <comment>mahjong.fan.edge_wait</comment>
        <translation>किनारे का इंतज़ार</translation>
    </message>
    <message>
        <source>Flower Tiles</source>
        <comment>mahjong.fan.flower_tiles</comment>
        <translation>फूल टाइलें</translation>
    </message>
    <message>
        <source>Four Concealed Pungs</source>
        <comment>mahjong.fan.four_concealed_pungs</comment>
        <translation>चार छिपे पुंग</translation>
    </message>
    <message>
        <source>Four Kongs</source>
        <comment>mahjong.fan.four_kongs</comment>
        <translation>चार कोंग</translation>
    </message>
    <message>
        <source>Four Pure Shifted Chows</source>
        <comment>mahjong.fan.four_pure_shifted_chows</comment>
        <translation>चार शुद्ध खिसके चाउ</translation>
    </message>
    <message>
        <source>Four Pure Shifted Pungs</source>
        <comment>mahjong.fan.four_pure_shifted_pungs</comment>
        <translation>चार शुद्ध खिसके पुंग</translation>
    </message>
    <message>
        <source>Full Flush</source>
        <comment>mahjong.fan.full_flush</comment>
        <translation>पूरा फ़्लश</translation>
    </message>
    <message>
        <source>Fully Concealed Hand</source>
        <comment>mahjong.fan.fully_concealed_hand</comment>
        <translation>पूरा छिपा हाथ</translation>
    </message>
    <message>
        <source>Greater Honors and Knitted Tiles</source>
        <comment>mahjong.fan.greater_honors_and_knitted_tiles</comment>
        <translation>बड़े ऑनर और गुँथी टाइलें</translation>
    </message>
    <message>
        <source>Half Flush</source>
        <comment>mahjong.fan.half_flush</comment>
        <translation>आधा फ़्लश</translation>
    </message>
    <message>
        <source>Knitted Straight</source>
        <comment>mahjong.fan.knitted_straight</comment>
        <translation>गुँथा स्ट्रेट</translation>
    </message>
    <message>
        <source>Last Tile</source>
        <comment>mahjong.fan.last_tile</comment>
        <translation>आख़िरी टाइल</translation>
    </message>
    <message>
        <source>Last Tile Claim</source>
        <comment>mahjong.fan.last_tile_claim</comment>
        <translation>आख़िरी टाइल पर दावे से जीत</translation>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <comment>mahjong.fan.last_tile_draw</comment>
        <translation>आख़िरी टाइल खींचकर जीत</translation>
    </message>
    <message>
        <source>Lesser Honors and Knitted Tiles</source>
        <comment>mahjong.fan.lesser_honors_and_knitted_tiles</comment>
        <translation>छोटे ऑनर और गुँथी टाइलें</translation>
    </message>
    <message>
        <source>Little Four Winds</source>
        <comment>mahjong.fan.little_four_winds</comment>
        <translation>छोटी चार हवाएँ</translation>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <comment>mahjong.fan.little_three_dragons</comment>
        <translation>छोटे तीन ड्रैगन</translation>
    </message>
    <message>
        <source>Lower Four</source>
        <comment>mahjong.fan.lower_four</comment>
        <translation>निचले चार</translation>
    </message>
    <message>
        <source>Lower Tiles</source>
        <comment>mahjong.fan.lower_tiles</comment>
        <translation>निचली टाइलें</translation>
    </message>
    <message>
        <source>Melded Hand</source>
        <comment>mahjong.fan.melded_hand</comment>
        <translation>खुला हाथ</translation>
    </message>
    <message>
        <source>Melded Kong</source>
        <comment>mahjong.fan.melded_kong</comment>
        <translation>खुला कोंग</translation>
    </message>
    <message>
        <source>Middle Tiles</source>
        <comment>mahjong.fan.middle_tiles</comment>
        <translation>बीच की टाइलें</translation>
    </message>
    <message>
        <source>Mixed Double Chow</source>
        <comment>mahjong.fan.mixed_double_chow</comment>
        <translation>मिश्रित दोहरा चाउ</translation>
    </message>
    <message>
        <source>Mixed Shifted Chows</source>
        <comment>mahjong.fan.mixed_shifted_chows</comment>
        <translation>मिश्रित खिसके चाउ</translation>
    </message>
    <message>
        <source>Mixed Shifted Pungs</source>
        <comment>mahjong.fan.mixed_shifted_pungs</comment>
        <translation>मिश्रित खिसके पुंग</translation>
    </message>
    <message>
        <source>Mixed Straight</source>
        <comment>mahjong.fan.mixed_straight</comment>
        <translation>मिश्रित स्ट्रेट</translation>
    </message>
    <message>
        <source>Mixed Triple Chow</source>
        <comment>mahjong.fan.mixed_triple_chow</comment>
        <translation>मिश्रित तिहरा चाउ</translation>
    </message>
    <message>
        <source>Nine Gates</source>
        <comment>mahjong.fan.nine_gates</comment>
        <translation>नौ द्वार</translation>
    </message>
    <message>
        <source>No Honors</source>
        <comment>mahjong.fan.no_honors</comment>
        <translation>कोई ऑनर नहीं</translation>
    </message>
    <message>
        <source>One Voided Suit</source>
        <comment>mahjong.fan.one_voided_suit</comment>
        <translation>एक सूट ग़ायब</translation>
    </message>
    <message>
        <source>Out with Replacement Tile</source>
        <comment>mahjong.fan.out_with_replacement_tile</comment>
        <translation>बदली टाइल से जीत</translation>
    </message>
    <message>
        <source>Outside Hand</source>
        <comment>mahjong.fan.outside_hand</comment>
        <translation>बाहरी हाथ</translation>
    </message>
    <message>
        <source>Prevalent Wind</source>
        <comment>mahjong.fan.prevalent_wind</comment>
        <translation>दौर की हवा</translation>
    </message>
    <message>
        <source>Pung of Terminals or Honors</source>
        <comment>mahjong.fan.pung_of_terminals_or_honors</comment>
        <translation>टर्मिनल या ऑनर का पुंग</translation>
    </message>
    <message>
        <source>Pure Double Chow</source>
        <comment>mahjong.fan.pure_double_chow</comment>
        <translation>शुद्ध दोहरा चाउ</translation>
    </message>
    <message>
        <source>Pure Shifted Chows</source>
        <comment>mahjong.fan.pure_shifted_chows</comment>
        <translation>शुद्ध खिसके चाउ</translation>
    </message>
    <message>
        <source>Pure Shifted Pungs</source>
        <comment>mahjong.fan.pure_shifted_pungs</comment>
        <translation>शुद्ध खिसके पुंग</translation>
    </message>
    <message>
        <source>Pure Straight</source>
        <comment>mahjong.fan.pure_straight</comment>
        <translation>शुद्ध स्ट्रेट</translation>
    </message>
    <message>
        <source>Pure Terminal Chows</source>
        <comment>mahjong.fan.pure_terminal_chows</comment>
        <translation>शुद्ध टर्मिनल चाउ</translation>
    </message>
    <message>
        <source>Pure Triple Chow</source>
        <comment>mahjong.fan.pure_triple_chow</comment>
        <translation>शुद्ध तिहरा चाउ</translation>
    </message>
    <message>
        <source>Quadruple Chow</source>
        <comment>mahjong.fan.quadruple_chow</comment>
        <translation>चौहरा चाउ</translation>
    </message>
    <message>
        <source>Reversible Tiles</source>
        <comment>mahjong.fan.reversible_tiles</comment>
        <translation>पलटने पर एक-सी टाइलें</translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <comment>mahjong.fan.robbing_the_kong</comment>
        <translation>कोंग लूटना</translation>
    </message>
    <message>
        <source>Seat Wind</source>
        <comment>mahjong.fan.seat_wind</comment>
        <translation>सीट की हवा</translation>
    </message>
    <message>
        <source>Self-Drawn</source>
        <comment>mahjong.fan.self_drawn</comment>
        <translation>ख़ुद खींची</translation>
    </message>
    <message>
        <source>Seven Pairs</source>
        <comment>mahjong.fan.seven_pairs</comment>
        <translation>सात जोड़ियाँ</translation>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <comment>mahjong.fan.seven_shifted_pairs</comment>
        <translation>सात खिसकी जोड़ियाँ</translation>
    </message>
    <message>
        <source>Short Straight</source>
        <comment>mahjong.fan.short_straight</comment>
        <translation>छोटा स्ट्रेट</translation>
    </message>
    <message>
        <source>Single Wait</source>
        <comment>mahjong.fan.single_wait</comment>
        <translation>अकेली टाइल का इंतज़ार</translation>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <comment>mahjong.fan.thirteen_orphans</comment>
        <translation>तेरह अनाथ</translation>
    </message>
    <message>
        <source>Three Concealed Pungs</source>
        <comment>mahjong.fan.three_concealed_pungs</comment>
        <translation>तीन छिपे पुंग</translation>
    </message>
    <message>
        <source>Three Kongs</source>
        <comment>mahjong.fan.three_kongs</comment>
        <translation>तीन कोंग</translation>
    </message>
    <message>
        <source>Three-Suited Terminal Chows</source>
        <comment>mahjong.fan.three_suited_terminal_chows</comment>
        <translation>तीन सूटों के टर्मिनल चाउ</translation>
    </message>
    <message>
        <source>Tile Hog</source>
        <comment>mahjong.fan.tile_hog</comment>
        <translation>टाइल जमाख़ोरी</translation>
    </message>
    <message>
        <source>Triple Pung</source>
        <comment>mahjong.fan.triple_pung</comment>
        <translation>तिहरा पुंग</translation>
    </message>
    <message>
        <source>Two Concealed Kongs</source>
        <comment>mahjong.fan.two_concealed_kongs</comment>
        <translation>दो छिपे कोंग</translation>
    </message>
    <message>
        <source>Two Concealed Pungs</source>
        <comment>mahjong.fan.two_concealed_pungs</comment>
        <translation>दो छिपे पुंग</translation>
    </message>
    <message>
        <source>Two Dragon Pungs</source>
        <comment>mahjong.fan.two_dragon_pungs</comment>
        <translation>दो ड्रैगन पुंग</translation>
    </message>
    <message>
        <source>Two Melded Kongs</source>
        <comment>mahjong.fan.two_melded_kongs</comment>
        <translation>दो खुले कोंग</translation>
    </message>
    <message>
        <source>Two Terminal Chows</source>
        <comment>mahjong.fan.two_terminal_chows</comment>
        <translation>दो टर्मिनल चाउ</translation>
    </message>
    <message>
        <source>Upper Four</source>
        <comment>mahjong.fan.upper_four</comment>
        <translation>ऊपरी चार</translation>
    </message>
    <message>
        <source>Upper Tiles</source>
        <comment>mahjong.fan.upper_tiles</comment>
        <translation>ऊपरी टाइलें</translation>
    </message>
    <message>
        <source>Answer the discard first: claim it or pass.</source>
        <comment>mahjong.illegal.answer_claim</comment>
        <translation>पहले फेंकी गई टाइल का जवाब दें: दावा करें या पास करें।</translation>
    </message>
    <message>
        <source>Only the player after the discarder may chow.</source>
        <comment>mahjong.illegal.chow_next_only</comment>
        <translation>चाउ केवल फेंकने वाले के बाद का खिलाड़ी कर सकता है।</translation>
    </message>
    <message>
        <source>After a chow or pung, discard before any kong or win.</source>
        <comment>mahjong.illegal.discard_first</comment>
        <translation>चाउ या पुंग के बाद, कोंग या जीत से पहले एक टाइल फेंकें।</translation>
    </message>
    <message>
        <source>Your hand does not make that chow with the {tile}.</source>
        <comment>mahjong.illegal.no_chow</comment>
        <translation>इस टाइल के साथ आपके हाथ से वह चाउ नहीं बनता: {tile}।</translation>
    </message>
    <message>
        <source>There is no tile to claim now.</source>
        <comment>mahjong.illegal.no_claim_open</comment>
        <translation>अभी दावा करने के लिए कोई टाइल नहीं है।</translation>
    </message>
    <message>
        <source>A concealed kong needs four {tile} in your hand.</source>
        <comment>mahjong.illegal.no_four</comment>
        <translation>छिपे कोंग के लिए आपके हाथ में इस टाइल ({tile}) की चार प्रतियाँ चाहिए।</translation>
    </message>
    <message>
        <source>An exposed kong needs three {tile} in your hand.</source>
        <comment>mahjong.illegal.no_kong</comment>
        <translation>खुले कोंग के लिए आपके हाथ में इस टाइल ({tile}) की तीन प्रतियाँ चाहिए।</translation>
    </message>
    <message>
        <source>A pung needs two {tile} in your hand.</source>
        <comment>mahjong.illegal.no_pung</comment>
        <translation>पुंग के लिए आपके हाथ में इस टाइल ({tile}) की दो प्रतियाँ चाहिए।</translation>
    </message>
    <message>
        <source>An added kong needs your exposed pung of {tile} and the fourth tile in your hand.</source>
        <comment>mahjong.illegal.no_pung_to_extend</comment>
        <translation>जोड़े गए कोंग के लिए इस टाइल ({tile}) का आपका खुला पुंग और हाथ में उसकी चौथी प्रति चाहिए।</translation>
    </message>
    <message>
        <source>A kong needs a replacement tile, and the wall is empty.</source>
        <comment>mahjong.illegal.no_replacement</comment>
        <translation>कोंग के लिए बदली टाइल चाहिए, और दीवार ख़ाली है।</translation>
    </message>
    <message>
        <source>That is not a winning hand.</source>
        <comment>mahjong.illegal.not_a_win</comment>
        <translation>यह जीतने वाला हाथ नहीं है।</translation>
    </message>
    <message>
        <source>You do not hold that {tile}.</source>
        <comment>mahjong.illegal.not_in_hand</comment>
        <translation>आपके पास वह {tile} नहीं है।</translation>
    </message>
    <message>
        <source>You can only win by self-draw on a tile you just drew.</source>
        <comment>mahjong.illegal.not_your_draw</comment>
        <translation>ख़ुद खींचकर आप केवल उसी टाइल पर जीत सकते हैं जो आपने अभी खींची है।</translation>
    </message>
    <message>
        <source>A tile added to a kong can only be taken to win.</source>
        <comment>mahjong.illegal.rob_only_win</comment>
        <translation>कोंग में जोड़ी गई टाइल केवल जीतने के लिए ली जा सकती है।</translation>
    </message>
    <message numerus="yes">
        <source>This hand scores {points} points before flowers; a win needs at least {minimum}.</source>
        <comment>mahjong.illegal.under_minimum</comment>
        <translation>
            <numerusform>इस हाथ के फूलों के बिना {points} अंक बनते हैं; जीत के लिए कम से कम {minimum} चाहिए।</numerusform>
            <numerusform>इस हाथ के फूलों के बिना {points} अंक बनते हैं; जीत के लिए कम से कम {minimum} चाहिए।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins on the discard of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.discard</comment>
        <translation>
            <numerusform>{seat} {discarder} की फेंकी टाइल पर जीतता है: {total} अंक।</numerusform>
            <numerusform>{seat} {discarder} की फेंकी टाइल पर जीतता है: {total} अंक।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win on the discard of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.discard.you.seat</comment>
        <translation>
            <numerusform>आप {discarder} की फेंकी टाइल पर जीतते हैं: {total} अंक।</numerusform>
            <numerusform>आप {discarder} की फेंकी टाइल पर जीतते हैं: {total} अंक।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins on your discard: {total} points.</source>
        <comment>mahjong.outcome.discard.you.discarder</comment>
        <translation>
            <numerusform>{seat} आपकी फेंकी टाइल पर जीतता है: {total} अंक।</numerusform>
            <numerusform>{seat} आपकी फेंकी टाइल पर जीतता है: {total} अंक।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} robs the kong of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.rob</comment>
        <translation>
            <numerusform>{seat} {discarder} का कोंग लूटता है: {total} अंक।</numerusform>
            <numerusform>{seat} {discarder} का कोंग लूटता है: {total} अंक।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You rob the kong of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.rob.you.seat</comment>
        <translation>
            <numerusform>आप {discarder} का कोंग लूटते हैं: {total} अंक।</numerusform>
            <numerusform>आप {discarder} का कोंग लूटते हैं: {total} अंक।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} robs your kong: {total} points.</source>
        <comment>mahjong.outcome.rob.you.discarder</comment>
        <translation>
            <numerusform>{seat} आपका कोंग लूटता है: {total} अंक।</numerusform>
            <numerusform>{seat} आपका कोंग लूटता है: {total} अंक।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins by self-draw: {total} points.</source>
        <comment>mahjong.outcome.self_drawn</comment>
        <translation>
            <numerusform>{seat} ख़ुद खींचकर जीतता है: {total} अंक।</numerusform>
            <numerusform>{seat} ख़ुद खींचकर जीतता है: {total} अंक।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win by self-draw: {total} points.</source>
        <comment>mahjong.outcome.self_drawn.you.seat</comment>
        <translation>
            <numerusform>आप ख़ुद खींचकर जीतते हैं: {total} अंक।</numerusform>
            <numerusform>आप ख़ुद खींचकर जीतते हैं: {total} अंक।</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody takes the {card}: it counts as a discard of {seat}.</source>
        <comment>sisepai.event.becomes_discard</comment>
        <translation>{card} कोई नहीं लेता: यह {seat} का फेंका पत्ता माना जाता है।</translation>
    </message>
    <message>
        <source>Nobody takes the {card}: it counts as your discard.</source>
        <comment>sisepai.event.becomes_discard.you.seat</comment>
        <translation>{card} कोई नहीं लेता: यह आपका फेंका पत्ता माना जाता है।</translation>
    </message>
    <message>
        <source>{seat} takes the {card} and shows a {meld}.</source>
        <comment>sisepai.event.claim</comment>
        <translation>{seat} {card} लेता है और {meld} खोलता है।</translation>
    </message>
    <message>
        <source>You take the {card} and show a {meld}.</source>
        <comment>sisepai.event.claim.you.seat</comment>
        <translation>आप {card} लेते हैं और {meld} खोलते हैं।</translation>
    </message>
    <message>
        <source>Twenty cards each; {seat} deals and draws first.</source>
        <comment>sisepai.event.deal</comment>
        <translation>हर खिलाड़ी को बीस पत्ते; {seat} बाँटता है और पहले खींचता है।</translation>
    </message>
    <message>
        <source>Twenty cards each; you deal and draw first.</source>
        <comment>sisepai.event.deal.you.seat</comment>
        <translation>हर खिलाड़ी को बीस पत्ते; आप बाँटते हैं और पहले खींचते हैं।</translation>
    </message>
    <message>
        <source>{seat} discards the {card}.</source>
        <comment>sisepai.event.discard</comment>
        <translation>{seat} {card} फेंकता है।</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <comment>sisepai.event.discard.you.seat</comment>
        <translation>आप {card} फेंकते हैं।</translation>
    </message>
    <message>
        <source>{seat} draws the {card}.</source>
        <comment>sisepai.event.draw</comment>
        <translation>{seat} {card} खींचता है।</translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <comment>sisepai.event.draw.you.seat</comment>
        <translation>आप {card} खींचते हैं।</translation>
    </message>
    <message numerus="yes">
        <source>{seat} is dealt {count} cards.</source>
        <comment>sisepai.event.hand</comment>
        <translation>
            <numerusform>{seat} को {count} पत्ता मिलता है।</numerusform>
            <numerusform>{seat} को {count} पत्ते मिलते हैं।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are dealt {count} cards.</source>
        <comment>sisepai.event.hand.you.seat</comment>
        <translation>
            <numerusform>आपको {count} पत्ता मिलता है।</numerusform>
            <numerusform>आपको {count} पत्ते मिलते हैं।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins with the {card}: {points} points.</source>
        <comment>sisepai.outcome.win</comment>
        <translation>
            <numerusform>{seat} {card} लेकर जीतता है: {points} अंक।</numerusform>
            <numerusform>{seat} {card} लेकर जीतता है: {points} अंक।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win with the {card}: {points} points.</source>
        <comment>sisepai.outcome.win.you.seat</comment>
        <translation>
            <numerusform>आप {card} लेकर जीतते हैं: {points} अंक।</numerusform>
            <numerusform>आप {card} लेकर जीतते हैं: {points} अंक।</numerusform>
        </translation>
    </message>
    <message>
        <source>The wall is exhausted with no winner: a draw.</source>
        <comment>mahjong.outcome.exhausted</comment>
        <translation>दीवार ख़त्म हो गई और कोई नहीं जीता: बराबरी।</translation>
    </message>
    <message>
        <source>bamboo</source>
        <comment>mahjong.suit.bamboo</comment>
        <translation>बाँस</translation>
    </message>
    <message>
        <source>characters</source>
        <comment>mahjong.suit.characters</comment>
        <translation>अक्षर</translation>
    </message>
    <message>
        <source>dots</source>
        <comment>mahjong.suit.dots</comment>
        <translation>बिंदु</translation>
    </message>
    <message>
        <source>East Wind</source>
        <comment>mahjong.tile.east</comment>
        <translation>पूर्वी हवा</translation>
    </message>
    <message>
        <source>Flower {number}</source>
        <comment>mahjong.tile.flower</comment>
        <translation>फूल {number}</translation>
    </message>
    <message>
        <source>Green Dragon</source>
        <comment>mahjong.tile.green</comment>
        <translation>हरा ड्रैगन</translation>
    </message>
    <message>
        <source>North Wind</source>
        <comment>mahjong.tile.north</comment>
        <translation>उत्तरी हवा</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>mahjong.tile.numbered</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>Red Dragon</source>
        <comment>mahjong.tile.red</comment>
        <translation>लाल ड्रैगन</translation>
    </message>
    <message>
        <source>South Wind</source>
        <comment>mahjong.tile.south</comment>
        <translation>दक्षिणी हवा</translation>
    </message>
    <message>
        <source>West Wind</source>
        <comment>mahjong.tile.west</comment>
        <translation>पश्चिमी हवा</translation>
    </message>
    <message>
        <source>White Dragon</source>
        <comment>mahjong.tile.white</comment>
        <translation>सफ़ेद ड्रैगन</translation>
    </message>
    <message>
        <source>{colour} {character}</source>
        <comment>sisepai.card</comment>
        <translation>{character} ({colour})</translation>
    </message>
    <message>
        <source>Advisor</source>
        <comment>sisepai.character.A</comment>
        <translation>सलाहकार</translation>
    </message>
    <message>
        <source>Chariot</source>
        <comment>sisepai.character.C</comment>
        <translation>रथ</translation>
    </message>
    <message>
        <source>Elephant</source>
        <comment>sisepai.character.E</comment>
        <translation>हाथी</translation>
    </message>
    <message>
        <source>General</source>
        <comment>sisepai.character.G</comment>
        <translation>सेनापति</translation>
    </message>
    <message>
        <source>Horse</source>
        <comment>sisepai.character.H</comment>
        <translation>घोड़ा</translation>
    </message>
    <message>
        <source>Cannon</source>
        <comment>sisepai.character.N</comment>
        <translation>तोप</translation>
    </message>
    <message>
        <source>Soldier</source>
        <comment>sisepai.character.S</comment>
        <translation>सैनिक</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>sisepai.colour.G</comment>
        <translation>हरा</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>sisepai.colour.R</comment>
        <translation>लाल</translation>
    </message>
    <message>
        <source>White</source>
        <comment>sisepai.colour.W</comment>
        <translation>सफ़ेद</translation>
    </message>
    <message>
        <source>Yellow</source>
        <comment>sisepai.colour.Y</comment>
        <translation>पीला</translation>
    </message>
    <message>
        <source>Nobody takes the {card}.</source>
        <comment>sisepai.event.to_pile</comment>
        <translation>{card} कोई नहीं लेता।</translation>
    </message>
    <message>
        <source>Chrysanthemum flower</source>
        <comment>sisepai.flower.CH</comment>
        <translation>गुलदाउदी का फूल</translation>
    </message>
    <message>
        <source>Lotus flower</source>
        <comment>sisepai.flower.LO</comment>
        <translation>कमल का फूल</translation>
    </message>
    <message>
        <source>Orchid flower</source>
        <comment>sisepai.flower.OR</comment>
        <translation>ऑर्किड का फूल</translation>
    </message>
    <message>
        <source>Peach flower</source>
        <comment>sisepai.flower.PE</comment>
        <translation>आड़ू का फूल</translation>
    </message>
    <message>
        <source>Plum flower</source>
        <comment>sisepai.flower.PL</comment>
        <translation>बेर का फूल</translation>
    </message>
    <message>
        <source>Discard a card from your hidden hand first.</source>
        <comment>sisepai.illegal.must_discard</comment>
        <translation>पहले अपने छिपे हाथ से एक पत्ता फेंकें।</translation>
    </message>
    <message>
        <source>You drew a General or a flower: you must take it.</source>
        <comment>sisepai.illegal.must_take</comment>
        <translation>आपने सेनापति या फूल खींचा है: उसे लेना ही होगा।</translation>
    </message>
    <message>
        <source>Generals and flowers can never be discarded.</source>
        <comment>sisepai.illegal.never_discard</comment>
        <translation>सेनापति और फूल कभी फेंके नहीं जा सकते।</translation>
    </message>
    <message>
        <source>That claim would leave you nothing you may discard.</source>
        <comment>sisepai.illegal.no_discard_left</comment>
        <translation>इस दावे के बाद आपके पास फेंकने लायक़ कुछ नहीं बचेगा।</translation>
    </message>
    <message>
        <source>A claim that does not win cannot make a pair.</source>
        <comment>sisepai.illegal.no_pair</comment>
        <translation>जो दावा जीत न दिलाए, उससे जोड़ी नहीं बनाई जा सकती।</translation>
    </message>
    <message>
        <source>Those cards and the {card} do not form a legal group.</source>
        <comment>sisepai.illegal.not_a_group</comment>
        <translation>ये पत्ते और {card} मिलकर कोई वैध समूह नहीं बनाते।</translation>
    </message>
    <message>
        <source>Your cards and the {card} do not all form melds.</source>
        <comment>sisepai.illegal.not_a_win</comment>
        <translation>आपके पत्ते और {card} मिलकर पूरे मेल्ड नहीं बनाते।</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>sisepai.illegal.not_in_hand</comment>
        <translation>आपके पास {card} नहीं है।</translation>
    </message>
    <message>
        <source>You discard only after taking a card.</source>
        <comment>sisepai.illegal.nothing_to_discard</comment>
        <translation>पत्ता लेने के बाद ही फेंका जाता है।</translation>
    </message>
    <message>
        <source>Only the drawer and the next player may claim for a mixed group; you may claim only for a triple or a quad.</source>
        <comment>sisepai.illegal.only_sets</comment>
        <translation>मिश्रित समूह के लिए केवल खींचने वाला और अगला खिलाड़ी दावा कर सकते हैं; आप केवल तिकड़ी या चौकड़ी के लिए दावा कर सकते हैं।</translation>
    </message>
    <message>
        <source>Only the drawer may take a General or a flower, unless it wins.</source>
        <comment>sisepai.illegal.only_to_win</comment>
        <translation>सेनापति या फूल केवल खींचने वाला ले सकता है; बाक़ी खिलाड़ी उसे केवल जीतने के लिए ले सकते हैं।</translation>
    </message>
    <message>
        <source>Nobody claims their own discard.</source>
        <comment>sisepai.illegal.own_discard</comment>
        <translation>अपने ही फेंके पत्ते पर कोई दावा नहीं करता।</translation>
    </message>
    <message>
        <source>command group</source>
        <comment>sisepai.meld.command</comment>
        <translation>कमान समूह</translation>
    </message>
    <message>
        <source>field group</source>
        <comment>sisepai.meld.field</comment>
        <translation>मैदान समूह</translation>
    </message>
    <message>
        <source>flower</source>
        <comment>sisepai.meld.flower</comment>
        <translation>फूल</translation>
    </message>
    <message>
        <source>single General</source>
        <comment>sisepai.meld.general</comment>
        <translation>अकेला सेनापति</translation>
    </message>
    <message>
        <source>pair</source>
        <comment>sisepai.meld.pair</comment>
        <translation>जोड़ी</translation>
    </message>
    <message>
        <source>quad</source>
        <comment>sisepai.meld.quad</comment>
        <translation>चौकड़ी</translation>
    </message>
    <message>
        <source>soldier group</source>
        <comment>sisepai.meld.soldiers</comment>
        <translation>सैनिक समूह</translation>
    </message>
    <message>
        <source>triple</source>
        <comment>sisepai.meld.triple</comment>
        <translation>तिकड़ी</translation>
    </message>
    <message>
        <source>The stock is exhausted with no winner: a draw.</source>
        <comment>sisepai.outcome.exhausted</comment>
        <translation>गड्डी ख़त्म हो गई और कोई नहीं जीता: बराबरी।</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <comment>core.illegal.not_a_move</comment>
        <translation>यह इस खेल की चाल नहीं है।</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>No hint now: it is not your turn.</source>
        <translation>अभी कोई सुझाव नहीं: आपकी बारी नहीं है।</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>अच्छी चाल खोजी जा रही है…</translation>
    </message>
    <message>
        <source>The new AI level applies from the next deal.</source>
        <translation>नया AI स्तर अगली बाज़ी से लागू होगा।</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>कठिन</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>आसान</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>बाँटा जा रहा है…</translation>
    </message>
    <message>
        <source>{event} {status}</source>
        <comment>the status line: an opponent&apos;s latest move, then what to do now</comment>
        <translation>{event} {status}</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>विशेषज्ञ</translation>
    </message>
    <message>
        <source>Take-backs are turned off (see the menu&apos;s options).</source>
        <translation>चाल वापस लेना बंद है (मेन्यू के विकल्प देखें)।</translation>
    </message>
    <message>
        <source>The deal is over: there is nothing to take back.</source>
        <translation>बाज़ी ख़त्म हो गई: वापस लेने को कुछ नहीं है।</translation>
    </message>
    <message>
        <source>Nothing to take back yet: you have made no move.</source>
        <translation>अभी वापस लेने को कुछ नहीं: आपने कोई चाल नहीं चली है।</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message numerus="yes">
        <source>%1 · %Ln tiles</source>
        <comment>lobby origin line: where the game is from · size of the set</comment>
        <translation>
            <numerusform>%1 · %Ln टाइल</numerusform>
            <numerusform>%1 · %Ln टाइलें</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln cards</source>
        <comment>lobby origin line: where the game is from · size of the pack</comment>
        <translation>
            <numerusform>%1 · %Ln पत्ता</numerusform>
            <numerusform>%1 · %Ln पत्ते</numerusform>
        </translation>
    </message>
    <message>
        <source>Played %1 · won %2 · best streak %3</source>
        <comment>lobby: the player&apos;s statistics of a game</comment>
        <translation>खेलीं %1 · जीतीं %2 · लगातार सबसे ज़्यादा जीत %3</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Wikipedia</source>
        <translation>विकिपीडिया</translation>
    </message>
    <message>
        <source>%1 on Wikipedia</source>
        <translation>विकिपीडिया पर %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>नियम</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>%1 के नियम</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>खेलें</translation>
    </message>
    <message>
        <source>Start %1</source>
        <translation>%1 खेलें</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>जारी रखें</translation>
    </message>
    <message>
        <source>Continue the unfinished deal of %1</source>
        <translation>%1 की अधूरी बाज़ी जारी रखें</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>नई बाज़ी</translation>
    </message>
    <message>
        <source>New deal of %1</source>
        <translation>%1 की नई बाज़ी</translation>
    </message>
    <message>
        <source>Statistics of %1</source>
        <translation>%1 के आँकड़े</translation>
    </message>
    <message>
        <source>Show the statistics</source>
        <translation>आँकड़े दिखाएँ</translation>
    </message>
    <message>
        <source>%1 is coming in a later version.</source>
        <translation>%1 अगले संस्करण में आएगा।</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>जल्द आ रहा है</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>आँकड़े</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>AI स्तर</translation>
    </message>
    <message>
        <source>AI level for %1</source>
        <translation>%1 के लिए AI स्तर</translation>
    </message>
    <message>
        <source>How strong the AI opponents play, from the next deal</source>
        <translation>AI विरोधी कितना अच्छा खेलते हैं, अगली बाज़ी से</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Sì Sè Pái</source>
        <translation>सी-से-पाई</translation>
    </message>
    <message>
        <source>Southern Fujian tradition · China</source>
        <translation>दक्षिणी फ़ुज़ियान की परंपरा · चीन</translation>
    </message>
    <message>
        <source>4 players · you against three AI · one deal</source>
        <translation>4 खिलाड़ी · आप बनाम तीन AI · एक बाज़ी</translation>
    </message>
    <message>
        <source>Durak</source>
        <translation>दुराक</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation>रूस</translation>
    </message>
    <message>
        <source>Defend with a higher card of the same suit or a trump, and add attacks that match ranks already on the table. After the stock runs out, the last player still holding cards becomes the durak (the fool).</source>
        <translation>उसी रंग के बड़े पत्ते या तुरुप से बचाव करें, और मेज़ पर पहले से मौजूद अंकों वाले पत्तों से हमला बढ़ाएँ। गड्डी ख़त्म होने के बाद, जिस खिलाड़ी के हाथ में आख़िर तक पत्ते बचे रहें, वही दुराक (मूर्ख) बनता है।</translation>
    </message>
    <message>
        <source>2 players · you against one AI · a single deal</source>
        <translation>2 खिलाड़ी · आप बनाम एक AI · एक बाज़ी</translation>
    </message>
    <message>
        <source>Chinese Official Mahjong</source>
        <translation>चीनी आधिकारिक माहजोंग</translation>
    </message>
    <message>
        <source>China</source>
        <translation>चीन</translation>
    </message>
    <message>
        <source>Find scoring patterns in your hand. Reach eight points under Chinese Official rules, with flower points counted separately.</source>
        <translation>अपने हाथ में अंक दिलाने वाले पैटर्न खोजें। चीनी आधिकारिक नियमों के तहत आठ अंक तक पहुँचें; फूलों के अंक अलग से गिने जाते हैं।</translation>
    </message>
    <message>
        <source>Kowah</source>
        <translation>कोवाह</translation>
    </message>
    <message>
        <source>Java, Indonesia</source>
        <translation>जावा, इंडोनेशिया</translation>
    </message>
    <message>
        <source>A traditional money-card game of Chinese communities in Java: make two triples and an identical pair, declare cheki, then wait for the third matching card.</source>
        <translation>जावा के चीनी समुदायों का पारंपरिक मनी-कार्ड खेल: दो तिकड़ी और एक जैसी जोड़ी बनाएँ, चेकी घोषित करें, फिर तीसरे मेल खाते पत्ते का इंतज़ार करें।</translation>
    </message>
    <message>
        <source>3 players · you against two AI · one deal</source>
        <translation>3 खिलाड़ी · आप बनाम दो AI · एक बाज़ी</translation>
    </message>
    <message>
        <source>Chess pieces and soldiers in four colours: Red, Yellow, White and Green. A 120-card pack; this table plays the 117-card flower variant.</source>
        <translation>चार रंगों में शतरंज के मोहरे और सैनिक: लाल, पीला, सफ़ेद और हरा। गड्डी 120 पत्तों की होती है; यह मेज़ 117 पत्तों वाला फूल-पत्तों का रूप खेलती है।</translation>
    </message>
</context>
<context>
    <name>GapWords</name>
    <message>
        <source>ready either way</source>
        <translation>दोनों में हाथ तैयार</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready either way</source>
        <translation>
            <numerusform>दोनों में तैयार हाथ से %n क़दम दूर</numerusform>
            <numerusform>दोनों में तैयार हाथ से %n क़दम दूर</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ready instead of %n tile(s) from ready</source>
        <translation>
            <numerusform>तैयार, %n क़दम दूर की जगह</numerusform>
            <numerusform>तैयार, %n क़दम दूर की जगह</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready instead of ready</source>
        <translation>
            <numerusform>तैयार हाथ से %n क़दम दूर, तैयार की जगह</numerusform>
            <numerusform>तैयार हाथ से %n क़दम दूर, तैयार की जगह</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready instead of %1</source>
        <comment>the player&apos;s hand, then the AI&apos;s</comment>
        <translation>
            <numerusform>तैयार हाथ से %n क़दम दूर, %1 की जगह</numerusform>
            <numerusform>तैयार हाथ से %n क़दम दूर, %1 की जगह</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n useful tile(s) instead of %1</source>
        <comment>live tiles that would help: the player&apos;s hand, then the AI&apos;s</comment>
        <translation>
            <numerusform>%n उपयोगी टाइल, %1 की जगह</numerusform>
            <numerusform>%n उपयोगी टाइलें, %1 की जगह</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>By this measure your choice is no worse.</source>
        <comment>after a review row&apos;s measure that favours the player&apos;s choice</comment>
        <translation>इस माप से आपकी पसंद बुरी नहीं है।</translation>
    </message>
    <message>
        <source>Your hand: %1; %2.</source>
        <comment>an MCR review row: tiles from ready, useful tiles</comment>
        <translation>आपका हाथ: %1; %2।</translation>
    </message>
    <message>
        <source>Chance of a live ready hand: %1 instead of %2.</source>
        <comment>Kowah: the player&apos;s choice, then the AI&apos;s</comment>
        <translation>जीवित इंतज़ार वाले तैयार हाथ की संभावना: %1, %2 की जगह।</translation>
    </message>
    <message>
        <source>Hard AI&apos;s score (−1 to +1): %1 for yours, %2 for its choice.</source>
        <comment>Durak: -1 the durak, +1 out first</comment>
        <translation>AI (कठिन) के अंक (−1 से +1): आपकी चाल %1, उसकी पसंद %2।</translation>
    </message>
    <message>
        <source>Hard AI&apos;s score: %1 for yours, %2 for its choice.</source>
        <comment>the hard AI&apos;s outlook of each choice</comment>
        <translation>AI (कठिन) के अंक: आपकी चाल %1, उसकी पसंद %2।</translation>
    </message>
</context>
<context>
    <name>GiveUpQuestion</name>
    <message>
        <source>New deal</source>
        <translation>नई बाज़ी</translation>
    </message>
    <message>
        <source>Give up the unfinished %1 deal and deal again?</source>
        <translation>अधूरी %1 बाज़ी छोड़कर फिर से बाँटें?</translation>
    </message>
    <message>
        <source>Nothing is counted for a deal given up.</source>
        <translation>छोड़ी गई बाज़ी गिनी नहीं जाती।</translation>
    </message>
    <message>
        <source>&amp;Deal again</source>
        <translation>फिर से बाँटें (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>खेलते रहें (&amp;K)</translation>
    </message>
    <message>
        <source>Do&amp;n&apos;t ask again</source>
        <translation>फिर न पूछें (&amp;N)</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <source>Language</source>
        <translation>भाषा</translation>
    </message>
    <message>
        <source>L&amp;anguage</source>
        <translation>भाषा (&amp;A)</translation>
    </message>
    <message>
        <source>Co&amp;ntrast</source>
        <translation>कंट्रास्ट (&amp;N)</translation>
    </message>
    <message>
        <source>Gra&amp;in</source>
        <translation>ग्रेन (&amp;I)</translation>
    </message>
    <message>
        <source>Colour te&amp;mperature</source>
        <translation>रंग तापमान (&amp;M)</translation>
    </message>
</context>
<context>
    <name>KowahTable</name>
    <message>
        <source>&amp;Draw</source>
        <translation>खींचें (&amp;D)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>खींचें</translation>
    </message>
    <message>
        <source>Draw the top card of the stock</source>
        <translation>गड्डी का ऊपरी पत्ता खींचें</translation>
    </message>
    <message>
        <source>&amp;Take</source>
        <translation>उठाएँ (&amp;T)</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>उठाएँ</translation>
    </message>
    <message>
        <source>Take the latest discard (not on your first turn)</source>
        <translation>आख़िरी फेंका गया पत्ता उठाएँ (पहली बारी में नहीं)</translation>
    </message>
    <message>
        <source>De&amp;clare cheki</source>
        <translation>चेकी घोषित करें (&amp;C)</translation>
    </message>
    <message>
        <source>Declare cheki</source>
        <translation>चेकी घोषित करें</translation>
    </message>
    <message>
        <source>Lock your ready hand and expose the waiting pair</source>
        <translation>अपना तैयार हाथ बंद करें और इंतज़ार की जोड़ी खोलें</translation>
    </message>
    <message>
        <source>&amp;Stay silent</source>
        <translation>चुप रहें (&amp;S)</translation>
    </message>
    <message>
        <source>Stay silent</source>
        <translation>चुप रहें</translation>
    </message>
    <message>
        <source>Keep playing without declaring</source>
        <translation>घोषणा किए बिना खेलते रहें</translation>
    </message>
    <message>
        <source>Expose the pair of {face}</source>
        <translation>जोड़ी खोलें: {face}</translation>
    </message>
    <message>
        <source>(hint)</source>
        <translation>(सुझाव)</translation>
    </message>
</context>
<context>
    <name>KowahWords</name>
    <message>
        <source>Hint: draw from the stock</source>
        <translation>सुझाव: गड्डी से खींचें</translation>
    </message>
    <message>
        <source>Hint: take the {card}</source>
        <translation>सुझाव: {card} उठाएँ</translation>
    </message>
    <message>
        <source>Hint: discard the {card}</source>
        <translation>सुझाव: {card} फेंकें</translation>
    </message>
    <message>
        <source>Hint: declare cheki, exposing the pair of {face}</source>
        <translation>सुझाव: चेकी घोषित करें और यह जोड़ी खोलें: {face}</translation>
    </message>
    <message>
        <source>Hint: do not declare yet</source>
        <translation>सुझाव: अभी घोषणा न करें</translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat} सोच रहा है…</translation>
    </message>
    <message>
        <source>Cheki! You wait on the {face}: draw from the stock</source>
        <translation>चेकी! आपका इंतज़ार: {face} — गड्डी से खींचें</translation>
    </message>
    <message>
        <source>Your first turn must draw: click the stock</source>
        <translation>पहली बारी में खींचना ज़रूरी है: गड्डी पर क्लिक करें</translation>
    </message>
    <message>
        <source>Draw from the stock, or take the {card}</source>
        <translation>गड्डी से खींचें, या {card} उठाएँ</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>गड्डी से खींचें</translation>
    </message>
    <message>
        <source>Click the {card} again (or press Enter) to discard it</source>
        <translation>{card} फेंकने के लिए फिर क्लिक करें (या Enter दबाएँ)</translation>
    </message>
    <message>
        <source>Discard a card: click it twice, or drag it to the discards</source>
        <translation>एक पत्ता फेंकें: उस पर दो बार क्लिक करें, या उसे फेंके गए पत्तों पर खींचें</translation>
    </message>
    <message>
        <source>Your hand is ready: declare cheki, or stay silent</source>
        <translation>आपका हाथ तैयार है: चेकी घोषित करें, या चुप रहें</translation>
    </message>
    <message>
        <source>The deal is drawn</source>
        <translation>बाज़ी बराबरी पर छूटी</translation>
    </message>
    <message>
        <source>×{multiplier}</source>
        <translation>×{multiplier}</translation>
    </message>
    <message>
        <source>You win {times}!</source>
        <translation>आपकी जीत: {times}!</translation>
    </message>
    <message>
        <source>{seat} wins {times}</source>
        <translation>{seat} की जीत: {times}</translation>
    </message>
    <message>
        <source>The stock ran out and neither the last card nor its discard completed a waiting pair.</source>
        <translation>गड्डी ख़त्म हो गई, और न आख़िरी पत्ते से न उसके फेंके जाने से किसी की इंतज़ार की जोड़ी पूरी हुई।</translation>
    </message>
    <message>
        <source>A drawn card is checked for the drawer first, then round the table in turn.</source>
        <translation>खींचा गया पत्ता पहले खींचने वाले के लिए जाँचा जाता है, फिर बारी से मेज़ के चारों ओर।</translation>
    </message>
    <message>
        <source>A discard is checked round the table in turn, from the seat after the discarder.</source>
        <translation>फेंका गया पत्ता फेंकने वाले के बाद की सीट से शुरू करके बारी से जाँचा जाता है।</translation>
    </message>
    <message>
        <source>{seat} ({level}) · cards: {count}</source>
        <translation>{seat} ({level}) · पत्ते: {count}</translation>
    </message>
    <message>
        <source>cheki</source>
        <translation>चेकी</translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation>आपका हाथ, पत्ते: {count}</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand, cards: {count}</source>
        <translation>{seat} का हाथ, पत्ते: {count}</translation>
    </message>
    <message>
        <source>You · cheki</source>
        <translation>आप · चेकी</translation>
    </message>
    <message>
        <source>You wait on the {face}</source>
        <translation>आपका इंतज़ार: {face}</translation>
    </message>
    <message>
        <source>{seat} waits on the {face}</source>
        <translation>{seat} का इंतज़ार: {face}</translation>
    </message>
    <message>
        <source>{card}, discarded by {seat}</source>
        <translation>{card} — {seat} का फेंका पत्ता</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>गड्डी · {count}</translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation>गड्डी, पत्ते: {count}</translation>
    </message>
    <message>
        <source>Discards · {count}</source>
        <translation>फेंके गए · {count}</translation>
    </message>
    <message>
        <source>Discards, cards: {count}</source>
        <translation>फेंके गए पत्ते: {count}</translation>
    </message>
    <message>
        <source>{seat} drew</source>
        <translation>{seat} ने खींचा</translation>
    </message>
    <message>
        <source>The latest face-up draw</source>
        <translation>सबसे हाल में खुला खींचा गया पत्ता</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>आसान</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>कठिन</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>विशेषज्ञ</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>Choose a game</source>
        <translation>खेल चुनें</translation>
    </message>
    <message>
        <source>Traditional card and tile games from around the world</source>
        <translation>दुनिया भर के पारंपरिक ताश और टाइल वाले खेल</translation>
    </message>
</context>
<context>
    <name>MahjongController</name>
    <message>
        <source>This tile can be claimed in several ways: choose one on the bar</source>
        <translation>इस टाइल पर कई तरह से दावा किया जा सकता है: पट्टी पर एक दावा चुनें</translation>
    </message>
</context>
<context>
    <name>MahjongResults</name>
    <message>
        <source>Fan</source>
        <translation>फ़ान</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>अंक</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>फूल</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>कुल</translation>
    </message>
    <message>
        <source>receives %1</source>
        <translation>प्राप्ति %1</translation>
    </message>
    <message>
        <source>pays %1</source>
        <translation>भुगतान %1</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>सीट</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>भुगतान</translation>
    </message>
    <message>
        <source>Fans and points</source>
        <translation>फ़ान और अंक</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>भुगतान</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <comment>a fan counted more than once</comment>
        <translation>
            <numerusform>%n बार</numerusform>
            <numerusform>%n बार</numerusform>
        </translation>
    </message>
    <message>
        <source>The winning hand; framed, the winning tile: {tile}</source>
        <translation>जीतने वाला हाथ; घेरे में जीतने वाली टाइल: {tile}</translation>
    </message>
    <message>
        <source>The winning hand</source>
        <translation>जीतने वाला हाथ</translation>
    </message>
</context>
<context>
    <name>MahjongTable</name>
    <message>
        <source>&amp;Chow</source>
        <translation>चाउ (&amp;C)</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>चाउ</translation>
    </message>
    <message>
        <source>Chow {tiles}</source>
        <translation>चाउ {tiles}</translation>
    </message>
    <message>
        <source>Claim the discard into the chow {tiles}</source>
        <translation>फेंकी गई टाइल लेकर चाउ बनाएँ: {tiles}</translation>
    </message>
    <message>
        <source>&amp;Pung</source>
        <translation>पुंग (&amp;P)</translation>
    </message>
    <message>
        <source>Pung</source>
        <translation>पुंग</translation>
    </message>
    <message>
        <source>Claim the discard into a pung with your pair</source>
        <translation>फेंकी गई टाइल लेकर अपनी जोड़ी से पुंग बनाएँ</translation>
    </message>
    <message>
        <source>Claim the discard into a kong with your three</source>
        <translation>फेंकी गई टाइल लेकर अपनी तीन टाइलों से कोंग बनाएँ</translation>
    </message>
    <message>
        <source>Declare a concealed kong of {tile}</source>
        <translation>छिपा कोंग घोषित करें: {tile}</translation>
    </message>
    <message>
        <source>Add the {tile} to your pung</source>
        <translation>अपने पुंग में {tile} जोड़ें</translation>
    </message>
    <message>
        <source>&amp;Kong</source>
        <translation>कोंग (&amp;K)</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>कोंग</translation>
    </message>
    <message>
        <source>Kong of {tile}</source>
        <translation>कोंग: {tile}</translation>
    </message>
    <message>
        <source>Win on this tile</source>
        <translation>इस टाइल पर जीतें</translation>
    </message>
    <message>
        <source>Win with the tile you drew</source>
        <translation>खींची हुई टाइल से जीतें</translation>
    </message>
    <message>
        <source>Hu: declare the win</source>
        <translation>हू: जीत घोषित करें</translation>
    </message>
    <message>
        <source>H&amp;u!</source>
        <translation>हू! (&amp;U)</translation>
    </message>
    <message>
        <source>Pa&amp;ss</source>
        <translation>पास (&amp;S)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>पास</translation>
    </message>
    <message>
        <source>Let the discard go</source>
        <translation>फेंकी गई टाइल जाने दें</translation>
    </message>
</context>
<context>
    <name>MahjongWords</name>
    <message>
        <source>East</source>
        <translation>पूर्व</translation>
    </message>
    <message>
        <source>South</source>
        <translation>दक्षिण</translation>
    </message>
    <message>
        <source>West</source>
        <translation>पश्चिम</translation>
    </message>
    <message>
        <source>North</source>
        <translation>उत्तर</translation>
    </message>
    <message>
        <source>{seat} ({wind})</source>
        <translation>{seat} ({wind})</translation>
    </message>
    <message>
        <source>{wind} · {seat}</source>
        <translation>{wind} · {seat}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the ranks of one suit in a list of tiles: 3, 6 of dots</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the suits of a list of tiles: 3, 6 of dots; East Wind</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Hint: discard the {tile}.</source>
        <translation>सुझाव: {tile} फेंकें।</translation>
    </message>
    <message>
        <source>Hint: declare Hu, you win!</source>
        <translation>सुझाव: हू घोषित करें, जीत आपकी है!</translation>
    </message>
    <message>
        <source>Hint: chow {tiles}.</source>
        <translation>सुझाव: चाउ बनाएँ — {tiles}।</translation>
    </message>
    <message>
        <source>Hint: pung.</source>
        <translation>सुझाव: पुंग बनाएँ।</translation>
    </message>
    <message>
        <source>Hint: declare the kong.</source>
        <translation>सुझाव: कोंग घोषित करें।</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>सुझाव: पास करें।</translation>
    </message>
    <message>
        <source>Ready: waiting on {tiles} ({count} unseen).</source>
        <translation>तैयार हाथ: इंतज़ार — {tiles} ({count} अनदेखी)।</translation>
    </message>
    <message numerus="yes">
        <source>{shanten} from ready; {count} unseen tiles improve it: {tiles}.</source>
        <translation>
            <numerusform>तैयार हाथ से {shanten} क़दम दूर; {count} अनदेखी टाइल इसे सुधारेगी: {tiles}।</numerusform>
            <numerusform>तैयार हाथ से {shanten} क़दम दूर; {count} अनदेखी टाइलें इसे सुधारेंगी: {tiles}।</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat} सोच रहा है…</translation>
    </message>
    <message>
        <source>Claim it or pass</source>
        <translation>दावा करें या पास करें</translation>
    </message>
    <message>
        <source>{seat} discarded the {tile}: claim it or pass</source>
        <translation>{seat} ने फेंकी: {tile} — दावा करें या पास करें</translation>
    </message>
    <message>
        <source>Rob the kong with Hu, or pass</source>
        <translation>हू से कोंग लूटें, या पास करें</translation>
    </message>
    <message>
        <source>{seat} adds the {tile} to a kong: rob it with Hu, or pass</source>
        <translation>{seat} कोंग में जोड़ रहा है: {tile} — हू से लूटें, या पास करें</translation>
    </message>
    <message>
        <source>Discard the {tile}? Click it again or press Enter</source>
        <translation>{tile} फेंकें? फिर क्लिक करें या Enter दबाएँ</translation>
    </message>
    <message>
        <source>Your turn: declare, or choose a tile to discard</source>
        <translation>आपकी बारी: घोषणा करें, या फेंकने के लिए टाइल चुनें</translation>
    </message>
    <message>
        <source>Your turn: click a tile to choose it, click again to discard</source>
        <translation>आपकी बारी: क्लिक करके टाइल चुनें, फिर क्लिक करके फेंकें</translation>
    </message>
    <message>
        <source>A draw: the wall is exhausted</source>
        <translation>बराबरी: दीवार ख़त्म हो गई</translation>
    </message>
    <message numerus="yes">
        <source>Hu! You win {total} points</source>
        <translation>
            <numerusform>हू! आपने {total} अंक जीते</numerusform>
            <numerusform>हू! आपने {total} अंक जीते</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins {total} points</source>
        <translation>
            <numerusform>{seat} की जीत: {total} अंक</numerusform>
            <numerusform>{seat} की जीत: {total} अंक</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody completed a hand before the last tile; nobody pays.</source>
        <translation>आख़िरी टाइल से पहले किसी का हाथ पूरा नहीं हुआ; कोई भुगतान नहीं करता।</translation>
    </message>
    <message>
        <source>{seat} drew the winning tile ({tile}).</source>
        <translation>{seat} ने जीत की टाइल ख़ुद खींची ({tile})।</translation>
    </message>
    <message>
        <source>{seat} robbed the kong of {discarder} ({tile}).</source>
        <translation>{seat} ने {discarder} का कोंग लूटा ({tile})।</translation>
    </message>
    <message>
        <source>{seat} won on the discard of {discarder} ({tile}).</source>
        <translation>{seat} ने {discarder} की फेंकी टाइल पर जीत हासिल की ({tile})।</translation>
    </message>
    <message>
        <source>Wall · {count}</source>
        <translation>दीवार · {count}</translation>
    </message>
    <message>
        <source>East round</source>
        <translation>पूर्व का दौर</translation>
    </message>
    <message>
        <source>The wall, tiles: {count}</source>
        <translation>दीवार, टाइलें: {count}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>बाँटने वाला</translation>
    </message>
    <message numerus="yes">
        <source>{count} tiles</source>
        <translation>
            <numerusform>{count} टाइल</numerusform>
            <numerusform>{count} टाइलें</numerusform>
        </translation>
    </message>
    <message>
        <source>Your concealed tiles: {count}</source>
        <translation>आपकी छिपी टाइलें: {count}</translation>
    </message>
    <message>
        <source>Your discards</source>
        <translation>आपकी फेंकी गई टाइलें</translation>
    </message>
    <message>
        <source>Your melds</source>
        <translation>आपके मेल्ड</translation>
    </message>
    <message>
        <source>Your flowers</source>
        <translation>आपके फूल</translation>
    </message>
    <message>
        <source>Concealed tiles of {seat}: {count}</source>
        <translation>{seat}: छिपी टाइलें: {count}</translation>
    </message>
    <message>
        <source>Discards of {seat}</source>
        <translation>{seat}: फेंकी गई टाइलें</translation>
    </message>
    <message>
        <source>Melds of {seat}</source>
        <translation>{seat}: मेल्ड</translation>
    </message>
    <message>
        <source>Flowers of {seat}</source>
        <translation>{seat}: फूल</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The saved window size could not be used, so the window has its default size. Your settings file was kept as %1.</source>
        <translation>सहेजा गया विंडो आकार इस्तेमाल नहीं हो सका, इसलिए विंडो अपने डिफ़ॉल्ट आकार में है। आपकी सेटिंग फ़ाइल %1 नाम से सुरक्षित रखी गई है।</translation>
    </message>
    <message>
        <source>Your settings file could not be read. It was kept as %1 and the default settings are used.</source>
        <translation>आपकी सेटिंग फ़ाइल पढ़ी नहीं जा सकी। उसे %1 नाम से सुरक्षित रखा गया है और डिफ़ॉल्ट सेटिंग इस्तेमाल की जा रही हैं।</translation>
    </message>
    <message>
        <source>Your statistics file could not be read. It was kept as %1 and counting starts again.</source>
        <translation>आपकी आँकड़ों की फ़ाइल पढ़ी नहीं जा सकी। उसे %1 नाम से सुरक्षित रखा गया है और गिनती फिर से शुरू होती है।</translation>
    </message>
    <message>
        <source>Your past %1 deals could not be read. The file was kept as %2 and the list starts again.</source>
        <translation>आपकी पिछली %1 बाज़ियाँ पढ़ी नहीं जा सकीं। फ़ाइल %2 नाम से सुरक्षित रखी गई है और सूची फिर से शुरू होती है।</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>फ़ाइल ख़राब है</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Cardavia</source>
        <translation>इसे Cardavia के नए संस्करण ने सहेजा था</translation>
    </message>
    <message>
        <source>its format is unknown</source>
        <translation>इसका फ़ॉर्मैट अनजाना है</translation>
    </message>
    <message>
        <source>it belongs to another game</source>
        <translation>यह किसी दूसरे खेल की है</translation>
    </message>
    <message>
        <source>Your unfinished %1 deal could not be continued: %2. The file was kept as %3.</source>
        <translation>आपकी अधूरी %1 बाज़ी जारी नहीं की जा सकी: %2। फ़ाइल %3 नाम से सुरक्षित रखी गई है।</translation>
    </message>
    <message>
        <source>Cardavia could not open a web browser. The article on %1 is at %2</source>
        <translation>Cardavia कोई वेब ब्राउज़र नहीं खोल सका। %1 पर लेख यहाँ है: %2</translation>
    </message>
    <message>
        <source>Cardavia</source>
        <translation>Cardavia</translation>
    </message>
    <message>
        <source>the game&apos;s rules have changed since it was saved</source>
        <translation>इसे सहेजे जाने के बाद खेल के नियम बदल गए हैं</translation>
    </message>
    <message>
        <source>This %1 deal cannot be watched again: the game&apos;s rules have changed since it was played.</source>
        <translation>यह %1 बाज़ी दोबारा नहीं देखी जा सकती: इसे खेलने के बाद से खेल के नियम बदल गए हैं।</translation>
    </message>
    <message>
        <source>This %1 deal cannot be watched again: its record is damaged.</source>
        <translation>यह %1 बाज़ी दोबारा नहीं देखी जा सकती: उसका रिकॉर्ड ख़राब हो गया है।</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Your game can&apos;t be saved: %1.</source>
        <translation>आपकी बाज़ी सहेजी नहीं जा सकती: %1।</translation>
    </message>
    <message>
        <source>Your settings can&apos;t be saved: %1.</source>
        <translation>आपकी सेटिंग सहेजी नहीं जा सकती: %1।</translation>
    </message>
    <message>
        <source>Your statistics can&apos;t be saved: %1.</source>
        <translation>आपके आँकड़े सहेजे नहीं जा सकते: %1।</translation>
    </message>
    <message>
        <source>Your past deals can&apos;t be saved: %1.</source>
        <translation>आपकी पिछली बाज़ियाँ सहेजी नहीं जा सकतीं: %1।</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>डिस्क भर गई है</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>डिस्क केवल पढ़ने के लिए है</translation>
    </message>
    <message>
        <source>Cardavia is not allowed to write to its folder</source>
        <translation>Cardavia को अपने फ़ोल्डर में लिखने की अनुमति नहीं है</translation>
    </message>
    <message>
        <source>the disk reported an error (%1) at %2</source>
        <translation>डिस्क ने %2 पर एक त्रुटि बताई (%1)</translation>
    </message>
    <message>
        <source>the disk reported an error (%1)</source>
        <translation>डिस्क ने एक त्रुटि बताई (%1)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>बंद करें</translation>
    </message>
</context>
<context>
    <name>OptionsButton</name>
    <message>
        <source>Card &amp;indices</source>
        <translation>पत्तों के संकेत (&amp;I)</translation>
    </message>
    <message>
        <source>Russian (В, Д, К, Т)</source>
        <translation>रूसी (В, Д, К, Т)</translation>
    </message>
    <message>
        <source>Latin (J, Q, K, A)</source>
        <translation>लैटिन (J, Q, K, A)</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>एनिमेशन (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Shapes on Sì Sè Pái colours</source>
        <translation>सी-से-पाई के रंगों पर आकृतियाँ (&amp;S)</translation>
    </message>
    <message>
        <source>A circle, triangle, square or diamond tells the four colours apart</source>
        <translation>गोला, त्रिकोण, वर्ग या चौकोन चारों रंगों को अलग पहचानने में मदद करते हैं</translation>
    </message>
    <message>
        <source>Ask before &amp;giving up a deal</source>
        <translation>बाज़ी छोड़ने से पहले पूछें (&amp;G)</translation>
    </message>
    <message>
        <source>New deal asks first when you have played in the deal on the table</source>
        <translation>अगर आप मेज़ पर चल रही बाज़ी में चाल चल चुके हैं, तो नई बाज़ी पहले पूछती है</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>बंद</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>तेज़</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>सामान्य</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>धीमा</translation>
    </message>
    <message>
        <source>Menu (F10)</source>
        <translation>मेनू (F10)</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>मेनू</translation>
    </message>
    <message>
        <source>Allo&amp;w take-backs</source>
        <translation>चाल वापस लेने दें (&amp;W)</translation>
    </message>
    <message>
        <source>Take back moves with Ctrl+Z; a deal won with take-backs is counted apart</source>
        <translation>Ctrl+Z से चाल वापस लें; चाल वापस लेकर जीती बाज़ी अलग गिनी जाती है</translation>
    </message>
</context>
<context>
    <name>PastDealsModel</name>
    <message>
        <source>Won</source>
        <translation>जीत</translation>
    </message>
    <message>
        <source>Won with take-backs</source>
        <translation>चाल वापस लेकर जीत</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>हार</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>बराबरी</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>an MCR winning hand&apos;s points (fan), in the list of past deals</comment>
        <translation>
            <numerusform>%n अंक</numerusform>
            <numerusform>%n अंक</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>the winning hand&apos;s points, in the list of past deals</comment>
        <translation>
            <numerusform>%n अंक</numerusform>
            <numerusform>%n अंक</numerusform>
        </translation>
    </message>
    <message>
        <source>×%1</source>
        <comment>a Kowah win&apos;s multiplier, in the list of past deals</comment>
        <translation>×%1</translation>
    </message>
    <message numerus="yes">
        <source>%n take-backs</source>
        <comment>help used in a past deal</comment>
        <translation>
            <numerusform>%n चाल वापसी</numerusform>
            <numerusform>%n चाल वापसियाँ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hints</source>
        <comment>help used in a past deal</comment>
        <translation>
            <numerusform>%n सुझाव</numerusform>
            <numerusform>%n सुझाव</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no help used in a past deal</comment>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>Enter or double-click: watch this deal again</source>
        <translation>Enter या डबल-क्लिक: यह बाज़ी फिर से देखें</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>समाप्त</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>नतीजा</translation>
    </message>
    <message>
        <source>Winning hand</source>
        <comment>the column of the winner&apos;s points or multiplier, whoever won</comment>
        <translation>जीतने वाला हाथ</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>AI स्तर</translation>
    </message>
    <message>
        <source>Help used</source>
        <translation>ली गई मदद</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>The deal is dealt. Step forward or press Play to watch it again.</source>
        <translation>बाज़ी की शुरुआत। दोबारा देखने के लिए एक चाल आगे बढ़ें या «चलाएँ» दबाएँ।</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>रोकें (&amp;P)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>रोकें</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>चलाएँ (&amp;P)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>चलाएँ</translation>
    </message>
    <message>
        <source>Play the deal on, or pause it (Space)</source>
        <translation>बाज़ी आगे चलाएँ, या रोकें (Space)</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n decisions</source>
        <comment>the review&apos;s progress</comment>
        <translation>
            <numerusform>%n फ़ैसले में से %1</numerusform>
            <numerusform>%n फ़ैसलों में से %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The strongest AI looks at each of your decisions in this deal and says where it would have played otherwise.</source>
        <translation>सबसे मज़बूत AI इस बाज़ी में आपका हर फ़ैसला देखता है और बताता है कि वह कहाँ अलग खेलता।</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>दोबारा देखें: %1</translation>
    </message>
    <message>
        <source>&amp;Close replay</source>
        <translation>बंद करें (&amp;C)</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>दोबारा देखना बंद करें</translation>
    </message>
    <message>
        <source>Back to where the replay was opened</source>
        <translation>वहीं लौटें जहाँ से बाज़ी दोबारा देखनी शुरू की थी</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>शुरुआत (&amp;S)</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>शुरुआत पर</translation>
    </message>
    <message>
        <source>To the start of the deal (Home)</source>
        <translation>बाज़ी की शुरुआत पर (Home)</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>एक चाल पीछे (&amp;B)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>एक चाल पीछे</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>एक चाल पीछे (Left)</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>एक चाल आगे (&amp;F)</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>एक चाल आगे</translation>
    </message>
    <message>
        <source>One move forward (Right)</source>
        <translation>एक चाल आगे (Right)</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>अंत (&amp;E)</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>अंत पर</translation>
    </message>
    <message>
        <source>To the end of the deal (End)</source>
        <translation>बाज़ी के अंत पर (End)</translation>
    </message>
    <message>
        <source>Position in the deal</source>
        <translation>बाज़ी में जगह</translation>
    </message>
    <message>
        <source>Only what I sa&amp;w</source>
        <translation>सिर्फ़ जो मैंने देखा (&amp;W)</translation>
    </message>
    <message>
        <source>Review my pla&amp;y</source>
        <translation>मेरे खेल की समीक्षा (&amp;Y)</translation>
    </message>
    <message>
        <source>Only what I saw</source>
        <translation>सिर्फ़ जो मैंने देखा</translation>
    </message>
    <message>
        <source>Moves played: %1 of %2</source>
        <translation>खेली गई चालें: %2 में से %1</translation>
    </message>
    <message>
        <source>Hide the cards you could not see during the deal</source>
        <translation>वे पत्ते छिपाएँ जो बाज़ी के दौरान आप नहीं देख सकते थे</translation>
    </message>
    <message>
        <source>Deal log</source>
        <translation>बाज़ी का ब्योरा</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>समीक्षा</translation>
    </message>
    <message>
        <source>Every move of the deal; Enter shows the table after it</source>
        <translation>बाज़ी की हर चाल; Enter उस चाल के बाद की मेज़ दिखाता है</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>मेरे खेल की समीक्षा</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>समीक्षा रोकें</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>समीक्षा की प्रगति</translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation>आपके फ़ैसले</translation>
    </message>
    <message>
        <source>Each of your decisions and the AI&apos;s verdict; Enter shows the table before it</source>
        <translation>आपका हर फ़ैसला और उस पर AI की राय; Enter उस फ़ैसले से पहले की मेज़ दिखाता है</translation>
    </message>
</context>
<context>
    <name>ResultsOverlay</name>
    <message>
        <source>&amp;Play again</source>
        <translation>फिर खेलें (&amp;P)</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>फिर खेलें</translation>
    </message>
    <message>
        <source>Back to &amp;lobby</source>
        <translation>खेलों पर वापस (&amp;L)</translation>
    </message>
    <message>
        <source>Back to lobby</source>
        <translation>खेलों पर वापस</translation>
    </message>
    <message>
        <source>Vie&amp;w the table</source>
        <comment>set the results aside to look at the final table</comment>
        <translation>मेज़ देखें (&amp;W)</translation>
    </message>
    <message>
        <source>View the table</source>
        <translation>मेज़ देखें</translation>
    </message>
    <message>
        <source>Set the results aside to look at the final table (Esc)</source>
        <translation>नतीजे हटाकर आख़िरी मेज़ देखें (Esc)</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <comment>watch the deal just finished again</comment>
        <translation>दोबारा देखें (&amp;R)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>दोबारा देखें</translation>
    </message>
    <message>
        <source>Watch this deal again, every hand face up</source>
        <translation>यह बाज़ी फिर से देखें, सबके पत्ते खुले</translation>
    </message>
    <message>
        <source>Review my pla&amp;y</source>
        <translation>मेरे खेल की समीक्षा (&amp;Y)</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>मेरे खेल की समीक्षा</translation>
    </message>
    <message>
        <source>Compare each of your decisions with the strongest AI&apos;s choice</source>
        <translation>अपने हर फ़ैसले की तुलना सबसे मज़बूत AI की पसंद से करें</translation>
    </message>
</context>
<context>
    <name>ReviewList</name>
    <message>
        <source>You say Done.</source>
        <translation>आप «बस» कहते हैं।</translation>
    </message>
    <message>
        <source>The AI says Done.</source>
        <translation>AI «बस» कहता है।</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>आप पास करते हैं।</translation>
    </message>
    <message>
        <source>The AI passes.</source>
        <translation>AI पास करता है।</translation>
    </message>
    <message>
        <source>the AI</source>
        <comment>the reviewing AI named in a sentence, in the player&apos;s place</comment>
        <translation>AI</translation>
    </message>
    <message>
        <source>The AI agrees.</source>
        <translation>AI सहमत है।</translation>
    </message>
    <message>
        <source>In your place: %1</source>
        <comment>then what the AI would have done</comment>
        <translation>आपकी जगह: %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <comment>a decision&apos;s number in the deal</comment>
        <translation>चाल %1</translation>
    </message>
    <message>
        <source>Enter or double-click: the table before this decision</source>
        <translation>Enter या डबल-क्लिक: इस फ़ैसले से पहले की मेज़</translation>
    </message>
</context>
<context>
    <name>ReviewListModel</name>
    <message numerus="yes">
        <source>You agreed with the %1 AI on %2 of %n decisions.</source>
        <comment>the review&apos;s summary</comment>
        <translation>
            <numerusform>%n फ़ैसले में से %2 पर आप AI (%1) से सहमत रहे।</numerusform>
            <numerusform>%n फ़ैसलों में से %2 पर आप AI (%1) से सहमत रहे।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The review was stopped after %1 of %n decisions.</source>
        <comment>after the summary</comment>
        <translation>
            <numerusform>%n फ़ैसले में से %1 के बाद समीक्षा रोक दी गई।</numerusform>
            <numerusform>%n फ़ैसलों में से %1 के बाद समीक्षा रोक दी गई।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDurak</name>
    <message>
        <source>Durak</source>
        <translation>दुराक</translation>
    </message>
    <message>
        <source>Durak comes from Russia and is played with a pack of 36 cards. This table seats two players, you against one AI, for a single deal. Defend with a higher card of the same suit or a trump, and add attacks that match ranks already on the table. After the stock runs out, the last player still holding cards becomes the &lt;i&gt;durak&lt;/i&gt;: the fool.</source>
        <translation>दुराक रूस का खेल है और 36 पत्तों की गड्डी से खेला जाता है। इस मेज़ पर दो खिलाड़ी हैं, आप और एक AI, और एक ही बाज़ी होती है। उसी रंग के बड़े पत्ते या तुरुप से बचाव करें, और मेज़ पर पहले से मौजूद अंकों वाले पत्तों से हमला बढ़ाएँ। गड्डी ख़त्म होने के बाद जिस खिलाड़ी के हाथ में आख़िर तक पत्ते बचे रहते हैं, वही &lt;i&gt;दुराक&lt;/i&gt; यानी मूर्ख बनता है।</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>उद्देश्य</translation>
    </message>
    <message>
        <source>Get rid of all your cards once the stock has run out. The last player still holding cards loses and is the durak.</source>
        <translation>गड्डी ख़त्म होने के बाद अपने सारे पत्ते निकाल दें। जिस खिलाड़ी के हाथ में आख़िर में पत्ते बचे रहते हैं, वह हारता है और दुराक कहलाता है।</translation>
    </message>
    <message>
        <source>If both players go out in the same bout, the deal is a draw.</source>
        <translation>अगर दोनों खिलाड़ियों के पत्ते एक ही दौर में ख़त्म हो जाएँ, तो बाज़ी बराबरी पर छूटती है।</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>तैयारी</translation>
    </message>
    <message>
        <source>The game uses a 36-card Russian “Atlas” (Атласные) pack of four suits.</source>
        <translation>खेल में चार रंगों वाली 36 पत्तों की रूसी “एटलस” (Атласные) गड्डी इस्तेमाल होती है।</translation>
    </message>
    <message>
        <source>In each suit the cards rank from low to high: 6, 7, 8, 9, 10, Jack (Валет), Queen (Дама), King (Король), Ace (Туз).</source>
        <translation>हर रंग में पत्ते छोटे से बड़े इस क्रम में चलते हैं: 6, 7, 8, 9, 10, गुलाम (Валет), बेगम (Дама), बादशाह (Король), इक्का (Туз)।</translation>
    </message>
    <message>
        <source>Each player is dealt six cards.</source>
        <translation>हर खिलाड़ी को छह पत्ते बाँटे जाते हैं।</translation>
    </message>
    <message>
        <source>The next card is turned face up. Its suit is &lt;b&gt;trump&lt;/b&gt; for the whole deal. The card is placed face up under the stock, so it is the last card to be drawn.</source>
        <translation>अगला पत्ता सीधा खोला जाता है। उसका रंग पूरी बाज़ी के लिए &lt;b&gt;तुरुप&lt;/b&gt; होता है। यह पत्ता खुला ही गड्डी के नीचे रखा जाता है, इसलिए वह सबसे आख़िर में उठाया जाता है।</translation>
    </message>
    <message>
        <source>The player holding the lowest trump attacks first. If neither of you holds a trump, you attack first.</source>
        <translation>जिसके पास सबसे छोटी तुरुप होती है, वह पहले हमला करता है। अगर किसी के पास तुरुप न हो, तो पहला हमला आप करते हैं।</translation>
    </message>
    <message>
        <source>A bout</source>
        <translation>एक दौर</translation>
    </message>
    <message>
        <source>The game is a series of bouts. In each bout one player attacks and the other defends.</source>
        <translation>खेल कई दौरों में चलता है। हर दौर में एक खिलाड़ी हमला करता है और दूसरा बचाव।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack.&lt;/b&gt; The attacker leads any card.</source>
        <translation>&lt;b&gt;हमला।&lt;/b&gt; हमला करने वाला कोई भी पत्ता चलता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Defence.&lt;/b&gt; The defender beats the attack card with a higher card of the same suit or, if the attack card is not a trump, with any trump. Only a higher trump beats a trump.</source>
        <translation>&lt;b&gt;बचाव।&lt;/b&gt; बचाव करने वाला हमले के पत्ते को उसी रंग के बड़े पत्ते से काटता है, या, अगर हमले का पत्ता तुरुप नहीं है, तो किसी भी तुरुप से। तुरुप को केवल उससे बड़ी तुरुप ही काट सकती है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;No need to follow suit.&lt;/b&gt; The defender may beat a card with a trump even while holding a higher card of its suit.</source>
        <translation>&lt;b&gt;रंग मिलाना ज़रूरी नहीं।&lt;/b&gt; उसी रंग का बड़ा पत्ता हाथ में होते हुए भी बचाव करने वाला तुरुप से काट सकता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Adding attacks.&lt;/b&gt; After each attack card is beaten, the attacker may add one more card whose rank matches any attack or defence card on the table, or stop.</source>
        <translation>&lt;b&gt;हमला बढ़ाना।&lt;/b&gt; हमले का हर पत्ता कटने के बाद हमला करने वाला एक और पत्ता जोड़ सकता है, जिसका अंक मेज़ पर पड़े हमले या बचाव के किसी पत्ते से मिलता हो, या रुक सकता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;The limit.&lt;/b&gt; A bout holds at most six attack cards, and never more attack cards than the defender held at the start of the bout.</source>
        <translation>&lt;b&gt;सीमा।&lt;/b&gt; एक दौर में ज़्यादा से ज़्यादा छह हमले के पत्ते हो सकते हैं, और कभी भी उतने से ज़्यादा नहीं जितने पत्ते दौर की शुरुआत में बचाव करने वाले के हाथ में थे।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Taking.&lt;/b&gt; Instead of beating, the defender may take. The attacker may still add matching cards within the bout&apos;s limits before stopping. The defender then picks up every card played in the bout and loses the next attack: at this two-player table the same attacker attacks again.</source>
        <translation>&lt;b&gt;पत्ते उठाना।&lt;/b&gt; काटने के बजाय बचाव करने वाला पत्ते उठा सकता है। रुकने से पहले हमला करने वाला दौर की सीमा के भीतर मेल खाते पत्ते अब भी जोड़ सकता है। फिर बचाव करने वाला दौर में चले गए सारे पत्ते उठा लेता है और अगला हमला करने का मौक़ा खो देता है: दो खिलाड़ियों की इस मेज़ पर वही खिलाड़ी फिर से हमला करता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Beaten off.&lt;/b&gt; If every attack card is beaten and the attacker stops, all the cards on the table are discarded and the defender becomes the next attacker.</source>
        <translation>&lt;b&gt;सब कट गए।&lt;/b&gt; अगर हमले का हर पत्ता कट जाए और हमला करने वाला रुक जाए, तो मेज़ के सारे पत्ते फेंके गए पत्तों के ढेर में चले जाते हैं और बचाव करने वाला अगला हमला करता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Drawing up.&lt;/b&gt; After each bout the bout&apos;s attacker refills their hand to six cards from the stock first, then the defender. When the stock cannot cover both, draw in that order until it runs out.</source>
        <translation>&lt;b&gt;पत्ते पूरे करना।&lt;/b&gt; हर दौर के बाद पहले उस दौर का हमला करने वाला गड्डी से पत्ते उठाकर अपना हाथ छह पत्तों तक पूरा करता है, फिर बचाव करने वाला। अगर गड्डी में दोनों के लिए पत्ते काफ़ी न हों, तो इसी क्रम में तब तक उठाएँ जब तक गड्डी ख़त्म न हो जाए।</translation>
    </message>
    <message>
        <source>End and scoring</source>
        <translation>अंत और अंक</translation>
    </message>
    <message>
        <source>There are no card points. Once the stock is empty, hands are checked only after a complete bout:</source>
        <translation>पत्तों के कोई अंक नहीं होते। गड्डी ख़ाली होने के बाद हाथ केवल पूरा दौर ख़त्म होने पर ही जाँचे जाते हैं:</translation>
    </message>
    <message>
        <source>Both hands empty: the deal is a draw.</source>
        <translation>दोनों हाथ ख़ाली: बाज़ी बराबरी पर छूटती है।</translation>
    </message>
    <message>
        <source>Otherwise the player still holding cards is the durak, and the other player wins.</source>
        <translation>वरना जिस खिलाड़ी के हाथ में अब भी पत्ते हैं वह दुराक है, और दूसरा खिलाड़ी जीतता है।</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>नियमों का स्पष्टीकरण</translation>
    </message>
    <message>
        <source>&lt;b&gt;Throw-in only.&lt;/b&gt; This is &lt;i&gt;podkidnoy&lt;/i&gt; (throw-in) Durak. There is no transfer (&lt;i&gt;perevodnoy&lt;/i&gt;) move: the defender can never pass an attack back by adding a card of the same rank.</source>
        <translation>&lt;b&gt;केवल पत्ते जोड़ना।&lt;/b&gt; यह &lt;i&gt;पोडकिदनोय&lt;/i&gt; (पत्ते जोड़कर खेला जाने वाला) दुराक है। इसमें आगे सरकाने (&lt;i&gt;पेरेवोदनोय&lt;/i&gt;) की चाल नहीं है: बचाव करने वाला उसी अंक का पत्ता जोड़कर हमला कभी वापस नहीं भेज सकता।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Counting the limit.&lt;/b&gt; The defender&apos;s hand size that limits a bout is counted before the first attack card is played. Cards the defender picks up during the bout do not raise the limit.</source>
        <translation>&lt;b&gt;सीमा की गिनती।&lt;/b&gt; दौर की सीमा तय करने वाले बचाव करने वाले के पत्ते हमले का पहला पत्ता चलने से पहले गिने जाते हैं। दौर के दौरान बचाव करने वाला जो पत्ते उठाता है, उनसे सीमा नहीं बढ़ती।</translation>
    </message>
    <message>
        <source>&lt;b&gt;After “take”.&lt;/b&gt; Once the defender has said take, the attacker may add cards that match ranks on the table, up to the limit, and then stops. The defender cannot beat any more cards in that bout.</source>
        <translation>&lt;b&gt;“उठाऊँगा” कहने के बाद।&lt;/b&gt; जब बचाव करने वाला पत्ते उठाने का फ़ैसला कर लेता है, तो हमला करने वाला सीमा तक मेज़ के अंकों से मेल खाते पत्ते जोड़ सकता है, और फिर रुक जाता है। उस दौर में बचाव करने वाला और कोई पत्ता नहीं काट सकता।</translation>
    </message>
    <message>
        <source>&lt;b&gt;When cards may be added.&lt;/b&gt; The attacker may add a card only when every attack card on the table is beaten, or after the defender has said take.</source>
        <translation>&lt;b&gt;पत्ते कब जोड़े जा सकते हैं।&lt;/b&gt; हमला करने वाला पत्ता तभी जोड़ सकता है जब मेज़ पर हमले का हर पत्ता कट चुका हो, या बचाव करने वाला पत्ते उठाने का फ़ैसला कर चुका हो।</translation>
    </message>
    <message>
        <source>&lt;b&gt;The trump card.&lt;/b&gt; The face-up trump card is drawn last, as a normal card, by whichever player&apos;s draw reaches it.</source>
        <translation>&lt;b&gt;तुरुप का पत्ता।&lt;/b&gt; खुला तुरुप पत्ता सबसे आख़िर में, एक साधारण पत्ते की तरह, उस खिलाड़ी के हाथ जाता है जिसकी बारी में उठाते हुए गड्डी उस तक पहुँचती है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;First attacker.&lt;/b&gt; There is never a tie: only one card can be the lowest trump. If neither hand holds a trump, you attack first.</source>
        <translation>&lt;b&gt;पहला हमला।&lt;/b&gt; इसमें कभी बराबरी नहीं होती: सबसे छोटी तुरुप केवल एक ही पत्ता हो सकता है। अगर किसी के हाथ में तुरुप न हो, तो पहला हमला आप करते हैं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Running out mid-bout.&lt;/b&gt; If the attacker runs out of cards while the stock is empty, the bout is still finished: the defender beats or takes what is on the table. Only then are the hands checked for the end of the deal.</source>
        <translation>&lt;b&gt;दौर के बीच पत्ते ख़त्म होना।&lt;/b&gt; अगर गड्डी ख़ाली हो और हमला करने वाले के पत्ते ख़त्म हो जाएँ, तब भी दौर पूरा खेला जाता है: बचाव करने वाला मेज़ के पत्ते काटता है या उठा लेता है। उसके बाद ही हाथ जाँचे जाते हैं कि बाज़ी ख़त्म हुई या नहीं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;When the deal ends.&lt;/b&gt; The deal ends when the stock is empty and, after a complete bout, at least one hand is empty. A player who goes out while the stock still holds cards simply refills.</source>
        <translation>&lt;b&gt;बाज़ी कब ख़त्म होती है।&lt;/b&gt; बाज़ी तब ख़त्म होती है जब गड्डी ख़ाली हो और, एक पूरे दौर के बाद, कम से कम एक हाथ ख़ाली हो। गड्डी में पत्ते रहते हुए जिसके पत्ते ख़त्म हो जाएँ, वह बस गड्डी से फिर पत्ते उठा लेता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;When you may take.&lt;/b&gt; The defender may take whenever an attack card faces them unbeaten, even after beating earlier cards of the same bout. Taking picks up every card of the bout, beaten or not.</source>
        <translation>&lt;b&gt;पत्ते कब उठाए जा सकते हैं।&lt;/b&gt; जब भी हमले का कोई बिना कटा पत्ता बचाव करने वाले के सामने हो, वह पत्ते उठा सकता है, चाहे उसी दौर के पहले के पत्ते काट चुका हो। पत्ते उठाने पर दौर के सारे पत्ते उठाए जाते हैं, कटे हों या नहीं।</translation>
    </message>
</context>
<context>
    <name>RulesKowah</name>
    <message>
        <source>Kowah (Cheki)</source>
        <translation>कोवाह (चेकी)</translation>
    </message>
    <message>
        <source>Kowah, also called Cheki or Ceki, is a traditional money-card game of the Chinese communities in Java, Indonesia, played with 120 cards. This table seats three players, you against two AI, for one deal. Make two triples and an identical pair, declare &lt;i&gt;cheki&lt;/i&gt;, then wait for the third matching card.</source>
        <translation>कोवाह, जिसे चेकी (Ceki) भी कहते हैं, इंडोनेशिया के जावा के चीनी समुदायों का पारंपरिक मनी-कार्ड खेल है, जो 120 पत्तों से खेला जाता है। इस मेज़ पर तीन खिलाड़ी हैं, आप और दो AI, और एक बाज़ी होती है। दो तिकड़ियाँ और एक हूबहू जोड़ी बनाएँ, &lt;i&gt;चेकी&lt;/i&gt; घोषित करें, फिर तीसरे मेल खाते पत्ते का इंतज़ार करें।</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>उद्देश्य</translation>
    </message>
    <message>
        <source>You and the two AI players each play for yourselves. Make two triples and an identical pair, declare &lt;i&gt;cheki&lt;/i&gt;, then take the third exact match of your pair to win.</source>
        <translation>आप और दोनों AI खिलाड़ी अपने-अपने लिए खेलते हैं। दो तिकड़ियाँ और एक हूबहू जोड़ी बनाएँ, &lt;i&gt;चेकी&lt;/i&gt; घोषित करें, फिर जीतने के लिए अपनी जोड़ी से हूबहू मेल खाता तीसरा पत्ता पाएँ।</translation>
    </message>
    <message>
        <source>If the stock runs out with no winner, the deal is a draw.</source>
        <translation>अगर गड्डी ख़त्म हो जाए और कोई न जीते, तो बाज़ी बराबरी पर छूटती है।</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>तैयारी</translation>
    </message>
    <message>
        <source>Kowah is traditional among Chinese communities in Indonesia and the Malay world.</source>
        <translation>कोवाह इंडोनेशिया और मलय दुनिया के चीनी समुदायों का पारंपरिक खेल है।</translation>
    </message>
    <message>
        <source>It uses the compatible 120-card subset of the Chinese money-suited pack: four each of Coins, Strings and Myriads 1 to 9, plus four each of the first three honours. The twelve White Snake, Green Snake and Monk extras are left out.</source>
        <translation>इसमें चीनी मनी-सूट गड्डी के 120 पत्तों वाला हिस्सा इस्तेमाल होता है: सिक्के, लड़ी और दस-हज़ारी सूटों में इक्के से नहले तक हर पत्ते के चार-चार, और पहले तीन ऑनर पत्तों के भी चार-चार। सफ़ेद साँप, हरा साँप और भिक्षु वाले बारह अतिरिक्त पत्ते हटा दिए जाते हैं।</translation>
    </message>
    <message>
        <source>The three honours are Old Thousand (老千), Red Flower (紅花) and White Flower (白花): three distinct kinds, never wild.</source>
        <translation>तीन ऑनर हैं बूढ़ा हज़ार (老千), लाल फूल (紅花) और सफ़ेद फूल (白花): तीन अलग-अलग क़िस्में, जो कभी जोकर की तरह काम नहीं करतीं।</translation>
    </message>
    <message>
        <source>Ordinary triples match by rank, whatever the suit. Honours match only their own kind.</source>
        <translation>साधारण तिकड़ियाँ अंक से मिलती हैं, सूट चाहे कोई भी हो। ऑनर केवल अपनी ही क़िस्म से मिलते हैं।</translation>
    </message>
    <message>
        <source>Each player is dealt eight cards, and the first player is chosen at random.</source>
        <translation>हर खिलाड़ी को आठ पत्ते बाँटे जाते हैं, और पहला खिलाड़ी संयोग से चुना जाता है।</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>एक बारी</translation>
    </message>
    <message>
        <source>Draw from the stock or take the latest discard, then discard one card to return to eight. Your first turn must draw from the stock.</source>
        <translation>गड्डी से पत्ता खींचें या आख़िरी फेंका गया पत्ता उठाएँ, फिर एक पत्ता फेंककर आठ पर लौटें। अपनी पहली बारी में गड्डी से ही खींचना होता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring.&lt;/b&gt; After discarding you may declare ready (&lt;i&gt;cheki&lt;/i&gt;) if your eight cards make two triples and one identical pair.</source>
        <translation>&lt;b&gt;घोषणा।&lt;/b&gt; पत्ता फेंकने के बाद, अगर आपके आठ पत्ते दो तिकड़ियाँ और एक हूबहू जोड़ी बनाते हैं, तो आप तैयार होने की घोषणा (&lt;i&gt;चेकी&lt;/i&gt;) कर सकते हैं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Triples.&lt;/b&gt; An ordinary triple may mix suits: a Five of Coins, a Five of Strings and a Five of Myriads make a triple. An honour triple must be three of one kind.</source>
        <translation>&lt;b&gt;तिकड़ियाँ।&lt;/b&gt; साधारण तिकड़ी में सूट मिले-जुले हो सकते हैं: सिक्के का पंजा, लड़ी का पंजा और दस-हज़ारी का पंजा मिलकर तिकड़ी बनाते हैं। ऑनर की तिकड़ी एक ही क़िस्म के तीन पत्तों की होनी चाहिए।</translation>
    </message>
    <message>
        <source>&lt;b&gt;The pair.&lt;/b&gt; The pair must match by suit as well as rank, such as two Twos of Coins, or be two of one honour kind.</source>
        <translation>&lt;b&gt;जोड़ी।&lt;/b&gt; जोड़ी अंक के साथ सूट में भी मेल खानी चाहिए, जैसे सिक्के की दो दुक्कियाँ, या एक ही ऑनर क़िस्म के दो पत्ते।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair and triple of one rank.&lt;/b&gt; If the pair shares its rank with a triple, those five cards must be two of one suit, two of a second and one of the third: for example two Fives of Coins, two Fives of Strings and one Five of Myriads. You may expose either the Coins pair or the Strings pair as your waiting pair.</source>
        <translation>&lt;b&gt;एक ही अंक की जोड़ी और तिकड़ी।&lt;/b&gt; अगर जोड़ी का अंक किसी तिकड़ी के अंक जैसा हो, तो उन पाँच पत्तों में दो एक सूट के, दो दूसरे सूट के और एक तीसरे सूट का होना चाहिए: जैसे सिक्के के दो पंजे, लड़ी के दो पंजे और दस-हज़ारी का एक पंजा। इंतज़ार की जोड़ी के रूप में आप सिक्के वाली या लड़ी वाली, कोई भी जोड़ी खोल सकते हैं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;After declaring.&lt;/b&gt; This table plays the public-waiting-pair variant. Your eight declared cards are locked, and your waiting pair is shown face up. From then on you draw a new card and discard that same card.</source>
        <translation>&lt;b&gt;घोषणा के बाद।&lt;/b&gt; यह मेज़ खुली इंतज़ार-जोड़ी वाला रूप खेलती है। आपके घोषित आठ पत्ते बंद हो जाते हैं, और आपकी इंतज़ार की जोड़ी खुली रखी जाती है। उसके बाद आप नया पत्ता खींचते हैं और वही पत्ता फेंक देते हैं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Winning.&lt;/b&gt; A third exact match of your waiting pair wins automatically, even out of turn, whether you draw it yourself or an opponent draws or discards it. When several players can win on the same card, normal rotation order decides.</source>
        <translation>&lt;b&gt;जीत।&lt;/b&gt; आपकी इंतज़ार की जोड़ी से हूबहू मेल खाता तीसरा पत्ता अपने आप जीत दिलाता है, बारी न होने पर भी — चाहे आप उसे ख़ुद खींचें या कोई विरोधी उसे खींचे या फेंके। जब एक ही पत्ते पर कई खिलाड़ी जीत सकते हों, तो सामान्य बारी का क्रम तय करता है।</translation>
    </message>
    <message>
        <source>Scoring and end</source>
        <translation>अंक और अंत</translation>
    </message>
    <message>
        <source>After any declaration, draws from the stock are public. A win scores a multiplier that depends on where the winning card comes from:</source>
        <translation>किसी की भी घोषणा के बाद गड्डी से खींचे गए पत्ते सबके सामने खुलते हैं। जीत का एक गुणक मिलता है, जो इस पर निर्भर है कि जीतने वाला पत्ता कहाँ से आया:</translation>
    </message>
    <message>
        <source>Winning card</source>
        <translation>जीतने वाला पत्ता</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>गुणक</translation>
    </message>
    <message>
        <source>Drawn by the winner (self-drawn)</source>
        <translation>विजेता ने ख़ुद खींचा</translation>
    </message>
    <message>
        <source>Discarded by an opponent</source>
        <translation>किसी विरोधी ने फेंका</translation>
    </message>
    <message>
        <source>Drawn by an opponent</source>
        <translation>किसी विरोधी ने खींचा</translation>
    </message>
    <message>
        <source>The result shows the win multiplier; there is no cash or match total. If the last stock draw brings no winner, the deal is a draw.</source>
        <translation>नतीजे में जीत का गुणक दिखता है; पैसों या कुल मैच का कोई हिसाब नहीं होता। अगर गड्डी से आख़िरी खींचे पत्ते से कोई नहीं जीतता, तो बाज़ी बराबरी पर छूटती है।</translation>
    </message>
    <message>
        <source>The pack</source>
        <translation>गड्डी</translation>
    </message>
    <message>
        <source>The game uses 120 cards: three money suits and three honours.</source>
        <translation>खेल में 120 पत्ते होते हैं: तीन मनी सूट और तीन ऑनर।</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>सूट</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>अंक</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>प्रतियाँ</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>पत्ते</translation>
    </message>
    <message>
        <source>Coins (餅)</source>
        <translation>सिक्के (餅)</translation>
    </message>
    <message>
        <source>Strings (索)</source>
        <translation>लड़ी (索)</translation>
    </message>
    <message>
        <source>Myriads (萬)</source>
        <translation>दस-हज़ारी (萬)</translation>
    </message>
    <message>
        <source>Honours: Old Thousand 老千, Red Flower 紅花, White Flower 白花</source>
        <translation>ऑनर: बूढ़ा हज़ार 老千, लाल फूल 紅花, सफ़ेद फूल 白花</translation>
    </message>
    <message>
        <source>4 each</source>
        <translation>हर एक की 4</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>नियमों का स्पष्टीकरण</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring is the only way to win.&lt;/b&gt; Eight ready cards, then a declaration, then the third exact match of the exposed pair. A hand that is complete without a declaration does not win. Declaring is your choice when you are ready; nobody is ever forced to declare.</source>
        <translation>&lt;b&gt;जीतने का एकमात्र रास्ता घोषणा है।&lt;/b&gt; आठ तैयार पत्ते, फिर घोषणा, फिर खुली जोड़ी से हूबहू मेल खाता तीसरा पत्ता। जो हाथ घोषणा के बिना पूरा है, वह नहीं जीतता। तैयार होने पर घोषणा करना आपकी मर्ज़ी है; किसी को भी घोषणा के लिए मजबूर नहीं किया जाता।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ready hands.&lt;/b&gt; A ready hand is two triples, each three cards of one rank in any suits or three of one honour kind, plus one pair identical in suit and rank, or two of one honour kind. The two triples may share a rank.</source>
        <translation>&lt;b&gt;तैयार हाथ।&lt;/b&gt; तैयार हाथ में दो तिकड़ियाँ होती हैं — हर एक किसी भी सूट के एक ही अंक के तीन पत्ते, या एक ही ऑनर क़िस्म के तीन पत्ते — और एक जोड़ी, जो सूट और अंक दोनों में हूबहू हो, या एक ही ऑनर क़िस्म के दो पत्ते। दोनों तिकड़ियों का अंक एक ही हो सकता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair and triple of one rank.&lt;/b&gt; The five cards must split two, two and one by suit; three identical cards plus a pair of the same rank is not ready. A hand is ready when at least one way of arranging it into two triples and a pair meets every condition.</source>
        <translation>&lt;b&gt;एक ही अंक की जोड़ी और तिकड़ी।&lt;/b&gt; पाँचों पत्ते सूट के हिसाब से दो, दो और एक में बँटने चाहिए; तीन हूबहू पत्ते और उसी अंक की एक जोड़ी तैयार हाथ नहीं है। हाथ तब तैयार है जब उसे दो तिकड़ियों और एक जोड़ी में सजाने का कम से कम एक तरीक़ा हर शर्त पूरी करे।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Choosing your pair.&lt;/b&gt; In the two-two-one case you choose which pair to expose when you declare. The choice is final: only the third copy of that pair wins.</source>
        <translation>&lt;b&gt;अपनी जोड़ी चुनना।&lt;/b&gt; दो-दो-एक वाली स्थिति में घोषणा करते समय आप चुनते हैं कि कौन-सी जोड़ी खोलनी है। यह चुनाव अंतिम है: केवल उसी जोड़ी की तीसरी प्रति जीत दिलाती है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;A dead wait.&lt;/b&gt; A wait can die when both remaining copies of the pair are visible elsewhere. The hand stays locked; a declaration cannot be withdrawn.</source>
        <translation>&lt;b&gt;मरा हुआ इंतज़ार।&lt;/b&gt; जब जोड़ी की बची हुई दोनों प्रतियाँ कहीं और दिख चुकी हों, तो इंतज़ार मर सकता है। हाथ बंद ही रहता है; घोषणा वापस नहीं ली जा सकती।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Public draws.&lt;/b&gt; Once anyone has declared, every stock draw is shown face up before the drawer may use it.</source>
        <translation>&lt;b&gt;खुले में खींचना।&lt;/b&gt; किसी के घोषणा करते ही गड्डी से खींचा गया हर पत्ता, खींचने वाले के इस्तेमाल से पहले, सबके सामने खोला जाता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who wins first.&lt;/b&gt; On a drawn card the drawer is checked first if declared (self-drawn, ×3), then the others in rotation from the drawer (×1). On a discard the checks rotate from the seat after the discarder (×2).</source>
        <translation>&lt;b&gt;पहले कौन जीतता है।&lt;/b&gt; खींचे गए पत्ते पर, अगर खींचने वाले ने घोषणा की है तो पहले उसे जाँचा जाता है (ख़ुद खींचा, ×3), फिर खींचने वाले से शुरू करके बारी से बाक़ियों को (×1)। फेंके गए पत्ते पर जाँच फेंकने वाले के बाद की सीट से शुरू होकर बारी से चलती है (×2)।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declared players.&lt;/b&gt; A declared player draws from the stock only, and a drawn card that does not win is discarded at once. A declared player never takes a discard except to win with it.</source>
        <translation>&lt;b&gt;घोषणा कर चुके खिलाड़ी।&lt;/b&gt; घोषणा कर चुका खिलाड़ी केवल गड्डी से खींचता है, और खींचा गया पत्ता अगर जीत न दिलाए तो तुरंत फेंक दिया जाता है। घोषणा कर चुका खिलाड़ी फेंका गया पत्ता केवल उससे जीतने के लिए ही लेता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;The latest discard.&lt;/b&gt; This is the discard made just before your turn. You may not take it and discard the same card in the same turn.</source>
        <translation>&lt;b&gt;आख़िरी फेंका गया पत्ता।&lt;/b&gt; यह वह पत्ता है जो आपकी बारी से ठीक पहले फेंका गया। आप उसे उठाकर उसी बारी में वही पत्ता फेंक नहीं सकते।</translation>
    </message>
    <message>
        <source>&lt;b&gt;What is shown.&lt;/b&gt; Only the declared pair is face up. The two triples stay face down, but locked.</source>
        <translation>&lt;b&gt;क्या दिखाया जाता है।&lt;/b&gt; केवल घोषित जोड़ी खुली रहती है। दोनों तिकड़ियाँ उलटी रहती हैं, पर बंद।</translation>
    </message>
    <message>
        <source>&lt;b&gt;First turns.&lt;/b&gt; Every player&apos;s first turn must draw from the stock, not only the first turn of the deal. A ready hand dealt to you can be declared only after your first draw and discard.</source>
        <translation>&lt;b&gt;पहली बारियाँ।&lt;/b&gt; हर खिलाड़ी को अपनी पहली बारी में गड्डी से ही खींचना होता है, केवल बाज़ी की पहली बारी में नहीं। अगर बँटाई में ही आपको तैयार हाथ मिले, तो आप उसकी घोषणा अपनी पहली बार खींचने और फेंकने के बाद ही कर सकते हैं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn deal.&lt;/b&gt; The deal is drawn once the win checks on the last stock card, and on its discard, find no winner.</source>
        <translation>&lt;b&gt;बराबरी पर छूटी बाज़ी।&lt;/b&gt; जब गड्डी के आख़िरी पत्ते पर, और उसके फेंके जाने पर, जीत की जाँच में कोई विजेता न मिले, तो बाज़ी बराबरी पर छूटती है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Direction of play.&lt;/b&gt; Play runs anticlockwise: you, then the player on your right, then the player on your left. Win checks follow the same rotation.</source>
        <translation>&lt;b&gt;खेल की दिशा।&lt;/b&gt; खेल घड़ी की उलटी दिशा में चलता है: आप, फिर आपके दाईं ओर का खिलाड़ी, फिर आपके बाईं ओर का खिलाड़ी। जीत की जाँच भी इसी क्रम से चलती है।</translation>
    </message>
    <message>
        <source>Old Thousand 老千</source>
        <translation>बूढ़ा हज़ार 老千</translation>
    </message>
    <message>
        <source>Red Flower 紅花</source>
        <translation>लाल फूल 紅花</translation>
    </message>
    <message>
        <source>White Flower 白花</source>
        <translation>सफ़ेद फूल 白花</translation>
    </message>
</context>
<context>
    <name>RulesMahjong</name>
    <message>
        <source>Chinese Official Mahjong (MCR)</source>
        <translation>चीनी आधिकारिक माहजोंग (MCR)</translation>
    </message>
    <message>
        <source>Chinese Official Mahjong comes from China and is played with 144 tiles. This table seats four players, you against three AI, for one deal. Find scoring patterns in your hand and reach eight points under the Chinese Official rules (the Mahjong Competition Rules, or MCR), with flower points counted separately.</source>
        <translation>चीनी आधिकारिक माहजोंग चीन का खेल है और 144 टाइलों से खेला जाता है। इस मेज़ पर चार खिलाड़ी हैं, आप और तीन AI, और एक बाज़ी होती है। अपने हाथ में अंक दिलाने वाले पैटर्न खोजें और चीनी आधिकारिक नियमों (माहजोंग प्रतियोगिता नियम, यानी MCR) के तहत आठ अंक तक पहुँचें; फूलों के अंक अलग से गिने जाते हैं।</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>उद्देश्य</translation>
    </message>
    <message>
        <source>A winning hand needs at least eight points before flowers. All four players compete individually; the first valid win ends the deal.</source>
        <translation>जीतने वाले हाथ में फूलों को छोड़कर कम से कम आठ अंक होने चाहिए। चारों खिलाड़ी अपने-अपने लिए खेलते हैं; पहली वैध जीत से बाज़ी ख़त्म होती है।</translation>
    </message>
    <message>
        <source>If the wall runs out with no winner, the deal is a draw.</source>
        <translation>अगर दीवार ख़त्म हो जाए और कोई न जीते, तो बाज़ी बराबरी पर छूटती है।</translation>
    </message>
    <message>
        <source>Tiles and sets</source>
        <translation>टाइलें और सेट</translation>
    </message>
    <message>
        <source>&lt;b&gt;Suits:&lt;/b&gt; characters, bamboo and dots, each numbered 1 to 9. The 1s and 9s are &lt;b&gt;terminals&lt;/b&gt;; 2 to 8 are &lt;b&gt;simples&lt;/b&gt;.</source>
        <translation>&lt;b&gt;सूट:&lt;/b&gt; अक्षर, बाँस और बिंदु, हर एक में 1 से 9 तक के अंक। 1 और 9 &lt;b&gt;टर्मिनल&lt;/b&gt; हैं; 2 से 8 तक &lt;b&gt;साधारण&lt;/b&gt; टाइलें हैं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Honors:&lt;/b&gt; the four winds (East, South, West, North) and the three dragons (red, green, white).</source>
        <translation>&lt;b&gt;ऑनर:&lt;/b&gt; चार हवाएँ (पूर्व, दक्षिण, पश्चिम, उत्तर) और तीन ड्रैगन (लाल, हरा, सफ़ेद)।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Flowers:&lt;/b&gt; eight bonus tiles. They are never part of a hand&apos;s sets; each one is worth 1 point.</source>
        <translation>&lt;b&gt;फूल:&lt;/b&gt; आठ बोनस टाइलें। ये कभी हाथ के सेटों का हिस्सा नहीं होतीं; हर एक 1 अंक की होती है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chow:&lt;/b&gt; three consecutive tiles of one suit. &lt;b&gt;Pung:&lt;/b&gt; three identical tiles. &lt;b&gt;Kong:&lt;/b&gt; four identical tiles. &lt;b&gt;Pair:&lt;/b&gt; two identical tiles.</source>
        <translation>&lt;b&gt;चाउ:&lt;/b&gt; एक ही सूट की लगातार तीन टाइलें। &lt;b&gt;पुंग:&lt;/b&gt; तीन एक-जैसी टाइलें। &lt;b&gt;कोंग:&lt;/b&gt; चार एक-जैसी टाइलें। &lt;b&gt;जोड़ी:&lt;/b&gt; दो एक-जैसी टाइलें।</translation>
    </message>
    <message>
        <source>A set made with a claimed discard is &lt;b&gt;melded&lt;/b&gt; and shown on the table; a set built only from your own draws is &lt;b&gt;concealed&lt;/b&gt;.</source>
        <translation>फेंकी गई टाइल पर दावा करके बनाया गया सेट &lt;b&gt;खुला&lt;/b&gt; होता है और मेज़ पर दिखाया जाता है; केवल अपनी खींची टाइलों से बना सेट &lt;b&gt;छिपा&lt;/b&gt; होता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted tiles:&lt;/b&gt; the runs 1-4-7, 2-5-8 and 3-6-9, each in a different suit. All nine together form a &lt;b&gt;knitted straight&lt;/b&gt;.</source>
        <translation>&lt;b&gt;गुँथी टाइलें:&lt;/b&gt; 1-4-7, 2-5-8 और 3-6-9 की लड़ियाँ, हर एक अलग सूट में। ये नौ टाइलें मिलकर &lt;b&gt;गुँथा स्ट्रेट&lt;/b&gt; बनाती हैं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fan:&lt;/b&gt; a scoring pattern. A hand&apos;s points are the sum of its fan.</source>
        <translation>&lt;b&gt;फ़ान:&lt;/b&gt; अंक दिलाने वाला पैटर्न। हाथ के अंक उसके सभी फ़ान का जोड़ होते हैं।</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>तैयारी</translation>
    </message>
    <message>
        <source>144 tiles: characters, bamboo and dots 1 to 9 (four of each), four of each wind and dragon, and eight flowers (plum, orchid, chrysanthemum, bamboo; spring, summer, autumn, winter).</source>
        <translation>144 टाइलें: अक्षर, बाँस और बिंदु 1 से 9 तक (हर एक की चार), हर हवा और हर ड्रैगन की चार-चार, और आठ फूल (बेर, ऑर्किड, गुलदाउदी, बाँस; बसंत, गर्मी, पतझड़, सर्दी)।</translation>
    </message>
    <message>
        <source>Each flower is worth 1 bonus point.</source>
        <translation>हर फूल 1 बोनस अंक का होता है।</translation>
    </message>
    <message>
        <source>The dealer receives 14 tiles, the others 13.</source>
        <translation>बाँटने वाले को 14 टाइलें मिलती हैं, बाक़ियों को 13।</translation>
    </message>
    <message>
        <source>Flowers are exposed at once and replaced from the end of the wall, again if the replacement is also a flower.</source>
        <translation>फूल तुरंत खोल दिए जाते हैं और उनकी जगह दीवार के छोर से नई टाइल ली जाती है; अगर बदली टाइल भी फूल हो, तो फिर से।</translation>
    </message>
    <message>
        <source>The prevalent (round) wind is East. Seat winds run East, South, West, North from the dealer.</source>
        <translation>दौर की हवा पूर्व है। सीट की हवाएँ बाँटने वाले से शुरू होकर पूर्व, दक्षिण, पश्चिम, उत्तर चलती हैं।</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>एक बारी</translation>
    </message>
    <message>
        <source>On your turn, draw a tile, then discard one: select a tile and confirm the discard. The four copies of a tile look alike, but each is its own tile, and you choose exactly which one you play.</source>
        <translation>अपनी बारी में एक टाइल खींचें, फिर एक फेंकें: टाइल चुनें और फेंकने की पुष्टि करें। किसी टाइल की चारों प्रतियाँ एक-सी दिखती हैं, पर हर एक अलग टाइल है, और आप ठीक-ठीक चुनते हैं कि कौन-सी चलनी है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Claiming a discard.&lt;/b&gt; When a tile is discarded, the other players may claim it:</source>
        <translation>&lt;b&gt;फेंकी गई टाइल पर दावा।&lt;/b&gt; जब कोई टाइल फेंकी जाती है, तो बाक़ी खिलाड़ी उस पर दावा कर सकते हैं:</translation>
    </message>
    <message>
        <source>Any other player may claim a discard to complete a win, a pung or an exposed kong. Only the next player may chow it.</source>
        <translation>कोई भी दूसरा खिलाड़ी जीत, पुंग या खुला कोंग पूरा करने के लिए फेंकी गई टाइल पर दावा कर सकता है। चाउ केवल अगला खिलाड़ी कर सकता है।</translation>
    </message>
    <message>
        <source>All responses are collected before the tile is awarded. A win beats a pung or kong, which beats a chow.</source>
        <translation>टाइल किसी को देने से पहले सारे जवाब इकट्ठा किए जाते हैं। जीत पुंग या कोंग से ऊपर है, और वे चाउ से ऊपर।</translation>
    </message>
    <message>
        <source>Equal claims follow seating order after the discarder.</source>
        <translation>बराबर दावों में फेंकने वाले के बाद बैठने का क्रम चलता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kongs.&lt;/b&gt; A kong counts as one set of the hand:</source>
        <translation>&lt;b&gt;कोंग।&lt;/b&gt; कोंग हाथ का एक सेट गिना जाता है:</translation>
    </message>
    <message>
        <source>Four matching tiles in your hand may be declared a concealed kong. A fourth tile may extend an exposed pung into an added kong.</source>
        <translation>हाथ में चार एक-जैसी टाइलें हों तो उन्हें छिपा कोंग घोषित किया जा सकता है। चौथी टाइल से खुले पुंग को बढ़ाकर जोड़ा गया कोंग बनाया जा सकता है।</translation>
    </message>
    <message>
        <source>After any kong, draw a replacement tile from the end of the wall, then discard. A kong may be declared only while a replacement tile is available.</source>
        <translation>किसी भी कोंग के बाद दीवार के छोर से बदली टाइल खींचें, फिर एक टाइल फेंकें। कोंग तभी घोषित किया जा सकता है जब बदली टाइल उपलब्ध हो।</translation>
    </message>
    <message>
        <source>An added kong can be robbed: another player may win on the tile you add. A concealed kong cannot be robbed.</source>
        <translation>जोड़ा गया कोंग लूटा जा सकता है: आप जो टाइल जोड़ते हैं, उस पर कोई दूसरा खिलाड़ी जीत सकता है। छिपा कोंग लूटा नहीं जा सकता।</translation>
    </message>
    <message>
        <source>After a chow or pung, you discard before you can declare a concealed or added kong.</source>
        <translation>चाउ या पुंग के बाद, छिपा या जोड़ा गया कोंग घोषित करने से पहले आपको एक टाइल फेंकनी होती है।</translation>
    </message>
    <message>
        <source>Winning hands and scoring</source>
        <translation>जीतने वाले हाथ और अंक</translation>
    </message>
    <message>
        <source>A standard win is four melds (chows, pungs or kongs) and a pair. These special hands also win:</source>
        <translation>साधारण जीत में चार सेट (चाउ, पुंग या कोंग) और एक जोड़ी होती है। ये विशेष हाथ भी जीतते हैं:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seven Pairs:&lt;/b&gt; any seven pairs.</source>
        <translation>&lt;b&gt;सात जोड़ियाँ:&lt;/b&gt; कोई भी सात जोड़ियाँ।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seven Shifted Pairs:&lt;/b&gt; seven pairs of consecutive numbers in one suit.</source>
        <translation>&lt;b&gt;सात खिसकी जोड़ियाँ:&lt;/b&gt; एक ही सूट में लगातार अंकों की सात जोड़ियाँ।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Thirteen Orphans:&lt;/b&gt; one of each terminal and honor, plus a second copy of any one of them.</source>
        <translation>&lt;b&gt;तेरह अनाथ:&lt;/b&gt; हर टर्मिनल और हर ऑनर की एक-एक टाइल, और उनमें से किसी एक की दूसरी प्रति।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lesser Honors and Knitted Tiles:&lt;/b&gt; fourteen different single tiles, taken from the knitted runs and the honors.</source>
        <translation>&lt;b&gt;छोटे ऑनर और गुँथी टाइलें:&lt;/b&gt; चौदह अलग-अलग अकेली टाइलें, जो गुँथी लड़ियों और ऑनर टाइलों में से ली गई हों।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Greater Honors and Knitted Tiles:&lt;/b&gt; the same, with all seven honors among them.</source>
        <translation>&lt;b&gt;बड़े ऑनर और गुँथी टाइलें:&lt;/b&gt; वही, पर उनमें सातों ऑनर शामिल हों।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted Straight hands:&lt;/b&gt; the nine knitted tiles plus one more set and a pair.</source>
        <translation>&lt;b&gt;गुँथे स्ट्रेट वाले हाथ:&lt;/b&gt; नौ गुँथी टाइलें, साथ में एक और सेट और एक जोड़ी।</translation>
    </message>
    <message>
        <source>Your hand is scored with the highest valid total under MCR values and exclusions. Winds, dragons, concealed pungs, kongs, waits and the way you won all count.</source>
        <translation>आपके हाथ को MCR के मानों और छूटों के अनुसार सबसे ऊँचे वैध योग से गिना जाता है। हवाएँ, ड्रैगन, छिपे पुंग, कोंग, इंतज़ार और जीतने का तरीक़ा — सब गिने जाते हैं।</translation>
    </message>
    <message>
        <source>Some fan already include others, and the included fan are not counted again. For example, Big Four Winds is not also scored as Big Three Winds, Prevalent Wind or Seat Wind, and Seven Pairs is not also scored as Concealed Hand or Single Wait.</source>
        <translation>कुछ फ़ान में दूसरे फ़ान पहले से शामिल होते हैं, और शामिल फ़ान दोबारा नहीं गिने जाते। उदाहरण के लिए, ‘बड़ी चार हवाएँ’ के साथ ‘बड़ी तीन हवाएँ’, ‘दौर की हवा’ या ‘सीट की हवा’ नहीं गिने जाते, और ‘सात जोड़ियाँ’ के साथ ‘छिपा हाथ’ या ‘अकेली टाइल का इंतज़ार’ नहीं गिने जाते।</translation>
    </message>
    <message>
        <source>Flowers are added only after the eight-point minimum is met.</source>
        <translation>फूल केवल आठ अंकों की न्यूनतम सीमा पूरी होने के बाद ही जोड़े जाते हैं।</translation>
    </message>
    <message>
        <source>The 81 fan</source>
        <translation>81 फ़ान</translation>
    </message>
    <message>
        <source>These are all the scoring patterns of the Chinese Official rules, from the highest value to the lowest. Flower Tiles scores 1 point for each flower.</source>
        <translation>ये चीनी आधिकारिक नियमों के सभी अंक दिलाने वाले पैटर्न हैं, सबसे ऊँचे मान से सबसे नीचे तक। फ़ान ‘फूल टाइलें’ हर फूल के लिए 1 अंक देता है।</translation>
    </message>
    <message>
        <source>Under each fan, a winning hand that scores it, set by set: a bar under a set means it was claimed, a concealed kong shows two tiles face down, and the framed tile is the one the hand wins on.</source>
        <translation>हर फ़ान के नीचे एक जीतने वाला हाथ है जो वह फ़ान बनाता है, सेट-दर-सेट: सेट के नीचे की पट्टी बताती है कि वह दावा करके लिया गया था, छिपे कोंग की दो टाइलें उलटी दिखती हैं, और घेरे वाली टाइल वह है जिस पर हाथ जीतता है।</translation>
    </message>
    <message>
        <source>Fan</source>
        <translation>फ़ान</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>अंक</translation>
    </message>
    <message>
        <source>Big Four Winds</source>
        <translation>बड़ी चार हवाएँ</translation>
    </message>
    <message>
        <source>Pungs or kongs of all four winds.</source>
        <translation>चारों हवाओं के पुंग या कोंग।</translation>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <translation>बड़े तीन ड्रैगन</translation>
    </message>
    <message>
        <source>Pungs or kongs of all three dragons.</source>
        <translation>तीनों ड्रैगनों के पुंग या कोंग।</translation>
    </message>
    <message>
        <source>All Green</source>
        <translation>सब हरा</translation>
    </message>
    <message>
        <source>Green tiles only: 2, 3, 4, 6 and 8 of bamboo and the Green Dragon.</source>
        <translation>सिर्फ़ हरी टाइलें: बाँस के 2, 3, 4, 6 और 8, और हरा ड्रैगन।</translation>
    </message>
    <message>
        <source>Nine Gates</source>
        <translation>नौ द्वार</translation>
    </message>
    <message>
        <source>1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit, concealed, winning on any tile of that suit.</source>
        <translation>एक ही सूट की 1-1-1-2-3-4-5-6-7-8-9-9-9, छिपी हुई, उसी सूट की किसी भी टाइल पर जीत।</translation>
    </message>
    <message>
        <source>Four Kongs</source>
        <translation>चार कोंग</translation>
    </message>
    <message>
        <source>Four kongs, melded or concealed.</source>
        <translation>चार कोंग, खुले या छिपे।</translation>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <translation>सात खिसकी जोड़ियाँ</translation>
    </message>
    <message>
        <source>Seven pairs of one suit in consecutive ranks.</source>
        <translation>एक ही सूट की लगातार संख्याओं की सात जोड़ियाँ।</translation>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <translation>तेरह अनाथ</translation>
    </message>
    <message>
        <source>One of each 1, 9 and honor, and a second of any one of them.</source>
        <translation>हर 1, हर 9 और हर ऑनर टाइल की एक-एक, और उनमें से किसी एक की दूसरी।</translation>
    </message>
    <message>
        <source>All Terminals</source>
        <translation>सब टर्मिनल</translation>
    </message>
    <message>
        <source>Pungs and a pair of 1s and 9s only.</source>
        <translation>सिर्फ़ 1 और 9 के पुंग और जोड़ी।</translation>
    </message>
    <message>
        <source>Little Four Winds</source>
        <translation>छोटी चार हवाएँ</translation>
    </message>
    <message>
        <source>Pungs of three winds and a pair of the fourth.</source>
        <translation>तीन हवाओं के पुंग और चौथी की जोड़ी।</translation>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <translation>छोटे तीन ड्रैगन</translation>
    </message>
    <message>
        <source>Pungs of two dragons and a pair of the third.</source>
        <translation>दो ड्रैगनों के पुंग और तीसरे की जोड़ी।</translation>
    </message>
    <message>
        <source>All Honors</source>
        <translation>सब ऑनर</translation>
    </message>
    <message>
        <source>Winds and dragons only.</source>
        <translation>सिर्फ़ हवाएँ और ड्रैगन।</translation>
    </message>
    <message>
        <source>Four Concealed Pungs</source>
        <translation>चार छिपे पुंग</translation>
    </message>
    <message>
        <source>Four pungs or kongs made without claiming a discard.</source>
        <translation>चार पुंग या कोंग, जो किसी फेंकी गई टाइल का दावा किए बिना बने।</translation>
    </message>
    <message>
        <source>Pure Terminal Chows</source>
        <translation>शुद्ध टर्मिनल चाउ</translation>
    </message>
    <message>
        <source>In one suit: 1-2-3 and 7-8-9 twice each, and a pair of 5s.</source>
        <translation>एक ही सूट में: 1-2-3 और 7-8-9 दो-दो बार, और 5 की जोड़ी।</translation>
    </message>
    <message>
        <source>Quadruple Chow</source>
        <translation>चौहरा चाउ</translation>
    </message>
    <message>
        <source>The same chow four times in one suit.</source>
        <translation>एक ही सूट में एक ही चाउ चार बार।</translation>
    </message>
    <message>
        <source>Four Pure Shifted Pungs</source>
        <translation>चार शुद्ध खिसके पुंग</translation>
    </message>
    <message>
        <source>Four pungs of one suit in consecutive ranks.</source>
        <translation>एक ही सूट की लगातार संख्याओं के चार पुंग।</translation>
    </message>
    <message>
        <source>Four Pure Shifted Chows</source>
        <translation>चार शुद्ध खिसके चाउ</translation>
    </message>
    <message>
        <source>Four chows of one suit, each one rank (or each two ranks) above the last.</source>
        <translation>एक ही सूट के चार चाउ, हर एक पिछले से एक (या हर बार दो) संख्या ऊपर।</translation>
    </message>
    <message>
        <source>Three Kongs</source>
        <translation>तीन कोंग</translation>
    </message>
    <message>
        <source>Three kongs, melded or concealed.</source>
        <translation>तीन कोंग, खुले या छिपे।</translation>
    </message>
    <message>
        <source>All Terminals and Honors</source>
        <translation>सब टर्मिनल और ऑनर</translation>
    </message>
    <message>
        <source>Pungs and a pair of 1s, 9s and honors only.</source>
        <translation>सिर्फ़ 1, 9 और ऑनर टाइलों के पुंग और जोड़ी।</translation>
    </message>
    <message>
        <source>Seven Pairs</source>
        <translation>सात जोड़ियाँ</translation>
    </message>
    <message>
        <source>Seven pairs, concealed.</source>
        <translation>सात जोड़ियाँ, छिपी हुई।</translation>
    </message>
    <message>
        <source>Greater Honors and Knitted Tiles</source>
        <translation>बड़े ऑनर और गुँथी टाइलें</translation>
    </message>
    <message>
        <source>All seven honors once each, with seven tiles of 1-4-7, 2-5-8 and 3-6-9, each in its own suit.</source>
        <translation>सातों ऑनर टाइलें एक-एक, साथ में 1-4-7, 2-5-8 और 3-6-9 की सात टाइलें, हर तिकड़ी अपने सूट में।</translation>
    </message>
    <message>
        <source>All Even Pungs</source>
        <translation>सब सम पुंग</translation>
    </message>
    <message>
        <source>Pungs and a pair of 2s, 4s, 6s and 8s only.</source>
        <translation>सिर्फ़ 2, 4, 6 और 8 के पुंग और जोड़ी।</translation>
    </message>
    <message>
        <source>Full Flush</source>
        <translation>पूरा फ़्लश</translation>
    </message>
    <message>
        <source>Tiles of one suit only.</source>
        <translation>सिर्फ़ एक सूट की टाइलें।</translation>
    </message>
    <message>
        <source>Pure Triple Chow</source>
        <translation>शुद्ध तिहरा चाउ</translation>
    </message>
    <message>
        <source>The same chow three times in one suit.</source>
        <translation>एक ही सूट में एक ही चाउ तीन बार।</translation>
    </message>
    <message>
        <source>Pure Shifted Pungs</source>
        <translation>शुद्ध खिसके पुंग</translation>
    </message>
    <message>
        <source>Three pungs of one suit in consecutive ranks.</source>
        <translation>एक ही सूट की लगातार संख्याओं के तीन पुंग।</translation>
    </message>
    <message>
        <source>Upper Tiles</source>
        <translation>ऊपरी टाइलें</translation>
    </message>
    <message>
        <source>7s, 8s and 9s only.</source>
        <translation>सिर्फ़ 7, 8 और 9।</translation>
    </message>
    <message>
        <source>Middle Tiles</source>
        <translation>बीच की टाइलें</translation>
    </message>
    <message>
        <source>4s, 5s and 6s only.</source>
        <translation>सिर्फ़ 4, 5 और 6।</translation>
    </message>
    <message>
        <source>Lower Tiles</source>
        <translation>निचली टाइलें</translation>
    </message>
    <message>
        <source>1s, 2s and 3s only.</source>
        <translation>सिर्फ़ 1, 2 और 3।</translation>
    </message>
    <message>
        <source>Pure Straight</source>
        <translation>शुद्ध स्ट्रेट</translation>
    </message>
    <message>
        <source>1-2-3, 4-5-6 and 7-8-9 of one suit.</source>
        <translation>एक ही सूट के 1-2-3, 4-5-6 और 7-8-9।</translation>
    </message>
    <message>
        <source>Three-Suited Terminal Chows</source>
        <translation>तीन सूटों के टर्मिनल चाउ</translation>
    </message>
    <message>
        <source>1-2-3 and 7-8-9 of one suit, the same of a second suit, and a pair of 5s of the third.</source>
        <translation>एक सूट के 1-2-3 और 7-8-9, दूसरे सूट के भी वही, और तीसरे सूट के 5 की जोड़ी।</translation>
    </message>
    <message>
        <source>Pure Shifted Chows</source>
        <translation>शुद्ध खिसके चाउ</translation>
    </message>
    <message>
        <source>Three chows of one suit, each one rank (or each two ranks) above the last.</source>
        <translation>एक ही सूट के तीन चाउ, हर एक पिछले से एक (या हर बार दो) संख्या ऊपर।</translation>
    </message>
    <message>
        <source>All Five</source>
        <translation>हर जगह पाँच</translation>
    </message>
    <message>
        <source>Every set and the pair hold a 5.</source>
        <translation>हर सेट और जोड़ी में एक 5 है।</translation>
    </message>
    <message>
        <source>Triple Pung</source>
        <translation>तिहरा पुंग</translation>
    </message>
    <message>
        <source>Pungs of the same rank in all three suits.</source>
        <translation>तीनों सूटों में एक ही संख्या के पुंग।</translation>
    </message>
    <message>
        <source>Three Concealed Pungs</source>
        <translation>तीन छिपे पुंग</translation>
    </message>
    <message>
        <source>Three pungs or kongs made without claiming a discard.</source>
        <translation>तीन पुंग या कोंग, जो किसी फेंकी गई टाइल का दावा किए बिना बने।</translation>
    </message>
    <message>
        <source>Lesser Honors and Knitted Tiles</source>
        <translation>छोटे ऑनर और गुँथी टाइलें</translation>
    </message>
    <message>
        <source>Fourteen different single tiles: honors and tiles of 1-4-7, 2-5-8 and 3-6-9, each in its own suit.</source>
        <translation>चौदह अलग-अलग अकेली टाइलें: ऑनर टाइलें और 1-4-7, 2-5-8 और 3-6-9 की टाइलें, हर तिकड़ी अपने सूट में।</translation>
    </message>
    <message>
        <source>Knitted Straight</source>
        <translation>गुँथा स्ट्रेट</translation>
    </message>
    <message>
        <source>1-4-7, 2-5-8 and 3-6-9, each in its own suit, with a set and a pair.</source>
        <translation>1-4-7, 2-5-8 और 3-6-9, हर एक अपने सूट में, साथ में एक सेट और एक जोड़ी।</translation>
    </message>
    <message>
        <source>Upper Four</source>
        <translation>ऊपरी चार</translation>
    </message>
    <message>
        <source>6s, 7s, 8s and 9s only.</source>
        <translation>सिर्फ़ 6, 7, 8 और 9।</translation>
    </message>
    <message>
        <source>Lower Four</source>
        <translation>निचले चार</translation>
    </message>
    <message>
        <source>1s, 2s, 3s and 4s only.</source>
        <translation>सिर्फ़ 1, 2, 3 और 4।</translation>
    </message>
    <message>
        <source>Big Three Winds</source>
        <translation>बड़ी तीन हवाएँ</translation>
    </message>
    <message>
        <source>Pungs of three winds.</source>
        <translation>तीन हवाओं के पुंग।</translation>
    </message>
    <message>
        <source>Mixed Straight</source>
        <translation>मिश्रित स्ट्रेट</translation>
    </message>
    <message>
        <source>1-2-3, 4-5-6 and 7-8-9, each in a different suit.</source>
        <translation>1-2-3, 4-5-6 और 7-8-9, हर एक अलग सूट में।</translation>
    </message>
    <message>
        <source>Reversible Tiles</source>
        <translation>पलटने पर एक-सी टाइलें</translation>
    </message>
    <message>
        <source>Only tiles that look the same upside down: 1, 2, 3, 4, 5, 8, 9 of dots, 2, 4, 5, 6, 8, 9 of bamboo, the White Dragon.</source>
        <translation>सिर्फ़ वे टाइलें जो उलटी करने पर भी वैसी ही दिखती हैं: बिंदु के 1, 2, 3, 4, 5, 8, 9, बाँस के 2, 4, 5, 6, 8, 9, और सफ़ेद ड्रैगन।</translation>
    </message>
    <message>
        <source>Mixed Triple Chow</source>
        <translation>मिश्रित तिहरा चाउ</translation>
    </message>
    <message>
        <source>The same chow in all three suits.</source>
        <translation>तीनों सूटों में एक ही चाउ।</translation>
    </message>
    <message>
        <source>Mixed Shifted Pungs</source>
        <translation>मिश्रित खिसके पुंग</translation>
    </message>
    <message>
        <source>Pungs of consecutive ranks, each in a different suit.</source>
        <translation>लगातार संख्याओं के पुंग, हर एक अलग सूट में।</translation>
    </message>
    <message>
        <source>Chicken Hand</source>
        <translation>मुर्ग़ी हाथ</translation>
    </message>
    <message>
        <source>A winning hand that scores no other fan (flowers aside).</source>
        <translation>ऐसा जीतने वाला हाथ जिसमें (फूलों को छोड़कर) कोई और फ़ान न बने।</translation>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <translation>आख़िरी टाइल खींचकर जीत</translation>
    </message>
    <message>
        <source>Winning on the last tile of the wall, drawn yourself.</source>
        <translation>दीवार की आख़िरी टाइल पर जीत, जिसे आपने ख़ुद खींचा।</translation>
    </message>
    <message>
        <source>Last Tile Claim</source>
        <translation>आख़िरी टाइल पर दावे से जीत</translation>
    </message>
    <message>
        <source>Winning on the discard of the last tile of the wall.</source>
        <translation>दीवार की आख़िरी टाइल के फेंके जाने पर उस पर जीत।</translation>
    </message>
    <message>
        <source>Out with Replacement Tile</source>
        <translation>बदली टाइल से जीत</translation>
    </message>
    <message>
        <source>Winning on the replacement tile drawn after a kong.</source>
        <translation>कोंग के बाद खींची गई बदली टाइल पर जीत।</translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <translation>कोंग लूटना</translation>
    </message>
    <message>
        <source>Winning on the tile another player adds to a melded pung.</source>
        <translation>उस टाइल पर जीत जिसे कोई दूसरा खिलाड़ी अपने खुले पुंग में जोड़ता है।</translation>
    </message>
    <message>
        <source>All Pungs</source>
        <translation>सब पुंग</translation>
    </message>
    <message>
        <source>Four pungs or kongs and a pair.</source>
        <translation>चार पुंग या कोंग और एक जोड़ी।</translation>
    </message>
    <message>
        <source>Half Flush</source>
        <translation>आधा फ़्लश</translation>
    </message>
    <message>
        <source>Tiles of one suit, with honors.</source>
        <translation>एक ही सूट की टाइलें, साथ में ऑनर टाइलें।</translation>
    </message>
    <message>
        <source>Mixed Shifted Chows</source>
        <translation>मिश्रित खिसके चाउ</translation>
    </message>
    <message>
        <source>Three chows, each in a different suit, each one rank above the last.</source>
        <translation>तीन चाउ, हर एक अलग सूट में, हर एक पिछले से एक संख्या ऊपर।</translation>
    </message>
    <message>
        <source>All Types</source>
        <translation>सभी प्रकार</translation>
    </message>
    <message>
        <source>Tiles of all three suits, winds and dragons.</source>
        <translation>तीनों सूटों, हवाओं और ड्रैगनों की टाइलें।</translation>
    </message>
    <message>
        <source>Melded Hand</source>
        <translation>खुला हाथ</translation>
    </message>
    <message>
        <source>Four claimed sets, winning on a discard that pairs your last tile.</source>
        <translation>दावा करके लिए गए चार सेट, और आख़िरी टाइल की जोड़ी बनाने वाली फेंकी गई टाइल पर जीत।</translation>
    </message>
    <message>
        <source>Two Concealed Kongs</source>
        <translation>दो छिपे कोंग</translation>
    </message>
    <message>
        <source>Two kongs declared from the hand.</source>
        <translation>हाथ से घोषित दो कोंग।</translation>
    </message>
    <message>
        <source>Two Dragon Pungs</source>
        <translation>दो ड्रैगन पुंग</translation>
    </message>
    <message>
        <source>Pungs of two dragons.</source>
        <translation>दो ड्रैगनों के पुंग।</translation>
    </message>
    <message>
        <source>Outside Hand</source>
        <translation>बाहरी हाथ</translation>
    </message>
    <message>
        <source>Every set and the pair hold a 1, a 9 or an honor.</source>
        <translation>हर सेट और जोड़ी में 1, 9 या कोई ऑनर टाइल है।</translation>
    </message>
    <message>
        <source>Fully Concealed Hand</source>
        <translation>पूरा छिपा हाथ</translation>
    </message>
    <message>
        <source>No claimed tiles, winning on a tile you drew yourself.</source>
        <translation>कोई टाइल दावे से नहीं ली, और ख़ुद खींची टाइल पर जीत।</translation>
    </message>
    <message>
        <source>Two Melded Kongs</source>
        <translation>दो खुले कोंग</translation>
    </message>
    <message>
        <source>Two melded kongs.</source>
        <translation>दो खुले कोंग।</translation>
    </message>
    <message>
        <source>Last Tile</source>
        <translation>आख़िरी टाइल</translation>
    </message>
    <message>
        <source>Winning on the last copy of a tile, the other three already in view.</source>
        <translation>किसी टाइल की आख़िरी प्रति पर जीत, जब बाक़ी तीन पहले से दिख रही हों।</translation>
    </message>
    <message>
        <source>Dragon Pung</source>
        <translation>ड्रैगन पुंग</translation>
    </message>
    <message>
        <source>A pung of a dragon.</source>
        <translation>किसी ड्रैगन का पुंग।</translation>
    </message>
    <message>
        <source>Prevalent Wind</source>
        <translation>दौर की हवा</translation>
    </message>
    <message>
        <source>A pung of the round&apos;s wind.</source>
        <translation>दौर की हवा का पुंग।</translation>
    </message>
    <message>
        <source>Seat Wind</source>
        <translation>सीट की हवा</translation>
    </message>
    <message>
        <source>A pung of your own seat&apos;s wind.</source>
        <translation>अपनी सीट की हवा का पुंग।</translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <translation>छिपा हाथ</translation>
    </message>
    <message>
        <source>No claimed sets, winning on a discard.</source>
        <translation>कोई सेट दावे से नहीं लिया, और फेंकी गई टाइल पर जीत।</translation>
    </message>
    <message>
        <source>All Chows</source>
        <translation>सब चाउ</translation>
    </message>
    <message>
        <source>Four chows and a pair of suited tiles.</source>
        <translation>चार चाउ और सूट वाली टाइलों की एक जोड़ी।</translation>
    </message>
    <message>
        <source>Tile Hog</source>
        <translation>टाइल जमाख़ोरी</translation>
    </message>
    <message>
        <source>All four copies of a tile in the hand, but not as a kong.</source>
        <translation>किसी टाइल की चारों प्रतियाँ हाथ में, पर कोंग के रूप में नहीं।</translation>
    </message>
    <message>
        <source>Double Pung</source>
        <translation>दोहरा पुंग</translation>
    </message>
    <message>
        <source>Pungs of the same rank in two suits.</source>
        <translation>दो सूटों में एक ही संख्या के पुंग।</translation>
    </message>
    <message>
        <source>Two Concealed Pungs</source>
        <translation>दो छिपे पुंग</translation>
    </message>
    <message>
        <source>Two pungs made without claiming a discard.</source>
        <translation>दो पुंग, जो किसी फेंकी गई टाइल का दावा किए बिना बने।</translation>
    </message>
    <message>
        <source>Concealed Kong</source>
        <translation>छिपा कोंग</translation>
    </message>
    <message>
        <source>A kong declared from the hand.</source>
        <translation>हाथ से घोषित एक कोंग।</translation>
    </message>
    <message>
        <source>All Simples</source>
        <translation>सब साधारण</translation>
    </message>
    <message>
        <source>No 1s, no 9s and no honors.</source>
        <translation>न कोई 1, न कोई 9, न कोई ऑनर टाइल।</translation>
    </message>
    <message>
        <source>Pure Double Chow</source>
        <translation>शुद्ध दोहरा चाउ</translation>
    </message>
    <message>
        <source>The same chow twice in one suit.</source>
        <translation>एक ही सूट में एक ही चाउ दो बार।</translation>
    </message>
    <message>
        <source>Mixed Double Chow</source>
        <translation>मिश्रित दोहरा चाउ</translation>
    </message>
    <message>
        <source>The same chow in two suits.</source>
        <translation>दो सूटों में एक ही चाउ।</translation>
    </message>
    <message>
        <source>Short Straight</source>
        <translation>छोटा स्ट्रेट</translation>
    </message>
    <message>
        <source>Two chows of one suit that follow on, such as 1-2-3 and 4-5-6.</source>
        <translation>एक ही सूट के दो चाउ जो एक के बाद एक आते हैं, जैसे 1-2-3 और 4-5-6।</translation>
    </message>
    <message>
        <source>Two Terminal Chows</source>
        <translation>दो टर्मिनल चाउ</translation>
    </message>
    <message>
        <source>1-2-3 and 7-8-9 of one suit.</source>
        <translation>एक ही सूट के 1-2-3 और 7-8-9।</translation>
    </message>
    <message>
        <source>Pung of Terminals or Honors</source>
        <translation>टर्मिनल या ऑनर का पुंग</translation>
    </message>
    <message>
        <source>A pung of 1s or 9s, or of a wind that is neither the round&apos;s nor your seat&apos;s.</source>
        <translation>1 या 9 का पुंग, या ऐसी हवा का जो न दौर की हवा है न आपकी सीट की।</translation>
    </message>
    <message>
        <source>Melded Kong</source>
        <translation>खुला कोंग</translation>
    </message>
    <message>
        <source>A kong made with a discard, or added to a melded pung.</source>
        <translation>फेंकी गई टाइल से बना कोंग, या खुले पुंग में जोड़कर बना कोंग।</translation>
    </message>
    <message>
        <source>One Voided Suit</source>
        <translation>एक सूट ग़ायब</translation>
    </message>
    <message>
        <source>No tiles of one of the three suits.</source>
        <translation>तीन सूटों में से एक की कोई टाइल नहीं।</translation>
    </message>
    <message>
        <source>No Honors</source>
        <translation>कोई ऑनर नहीं</translation>
    </message>
    <message>
        <source>No winds and no dragons.</source>
        <translation>न हवाएँ, न ड्रैगन।</translation>
    </message>
    <message>
        <source>Edge Wait</source>
        <translation>किनारे का इंतज़ार</translation>
    </message>
    <message>
        <source>Waiting only on the 3 after 1-2, or the 7 before 8-9, and winning on it.</source>
        <translation>सिर्फ़ 1-2 के बाद के 3 या 8-9 से पहले के 7 का इंतज़ार, और उसी पर जीत।</translation>
    </message>
    <message>
        <source>Closed Wait</source>
        <translation>बीच का इंतज़ार</translation>
    </message>
    <message>
        <source>Waiting only on the middle tile of a chow, and winning on it.</source>
        <translation>सिर्फ़ किसी चाउ की बीच वाली टाइल का इंतज़ार, और उसी पर जीत।</translation>
    </message>
    <message>
        <source>Single Wait</source>
        <translation>अकेली टाइल का इंतज़ार</translation>
    </message>
    <message>
        <source>Waiting only on the tile that pairs a single one, and winning on it.</source>
        <translation>सिर्फ़ उस टाइल का इंतज़ार जो अकेली टाइल की जोड़ी बनाए, और उसी पर जीत।</translation>
    </message>
    <message>
        <source>Self-Drawn</source>
        <translation>ख़ुद खींची</translation>
    </message>
    <message>
        <source>Winning on a tile you drew yourself.</source>
        <translation>ख़ुद खींची टाइल पर जीत।</translation>
    </message>
    <message>
        <source>Flower Tiles</source>
        <translation>फूल टाइलें</translation>
    </message>
    <message>
        <source>One point for each flower shown, counted after the 8-point minimum.</source>
        <translation>हर दिखाए गए फूल का एक अंक, 8 अंकों की न्यूनतम सीमा के बाद गिना जाता है।</translation>
    </message>
    <message>
        <source>Settlement and end</source>
        <translation>भुगतान और अंत</translation>
    </message>
    <message>
        <source>&lt;b&gt;Self-drawn win:&lt;/b&gt; each opponent pays 8 plus the hand total.</source>
        <translation>&lt;b&gt;ख़ुद खींचकर जीत:&lt;/b&gt; हर विरोधी 8 और हाथ का योग चुकाता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Win on a discard:&lt;/b&gt; the discarder pays 8 plus the hand total; each of the other two opponents pays 8.</source>
        <translation>&lt;b&gt;फेंकी गई टाइल पर जीत:&lt;/b&gt; फेंकने वाला 8 और हाथ का योग चुकाता है; बाक़ी दोनों विरोधी 8-8 चुकाते हैं।</translation>
    </message>
    <message>
        <source>The hand total includes flowers.</source>
        <translation>हाथ के योग में फूल शामिल हैं।</translation>
    </message>
    <message>
        <source>When several players declare a win on the same discard, only the nearest player after the discarder wins.</source>
        <translation>जब एक ही फेंकी गई टाइल पर कई खिलाड़ी जीत घोषित करें, तो केवल फेंकने वाले के बाद सबसे नज़दीकी खिलाड़ी जीतता है।</translation>
    </message>
    <message>
        <source>Payments are shown as points; no money is involved.</source>
        <translation>भुगतान अंकों में दिखाए जाते हैं; कोई पैसा शामिल नहीं।</translation>
    </message>
    <message>
        <source>&lt;i&gt;Example:&lt;/i&gt; you win with a 10-point hand and two flowers, a total of 12. If you drew the winning tile yourself, each opponent pays you 20, 60 in all. If you won on a discard, the discarder pays 20 and the other two pay 8 each, 36 in all.</source>
        <translation>&lt;i&gt;उदाहरण:&lt;/i&gt; आप 10 अंक के हाथ और दो फूलों से जीतते हैं, कुल 12। अगर जीतने वाली टाइल आपने ख़ुद खींची, तो हर विरोधी आपको 20 देता है, कुल 60। अगर आप फेंकी गई टाइल पर जीते, तो फेंकने वाला 20 देता है और बाक़ी दोनों 8-8, कुल 36।</translation>
    </message>
    <message>
        <source>If a player needs to draw and no tile is left in the wall, the deal is a draw and nobody pays.</source>
        <translation>अगर किसी खिलाड़ी को टाइल खींचनी हो और दीवार में कोई टाइल न बची हो, तो बाज़ी बराबरी पर छूटती है और कोई भुगतान नहीं करता।</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>नियमों का स्पष्टीकरण</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paying for a discard win.&lt;/b&gt; The discarder pays 8 plus the total, and &lt;i&gt;each&lt;/i&gt; of the other two opponents pays 8, as in standard MCR.</source>
        <translation>&lt;b&gt;फेंकी गई टाइल पर जीत का भुगतान।&lt;/b&gt; फेंकने वाला 8 और योग चुकाता है, और बाक़ी दोनों विरोधियों में से &lt;i&gt;हर एक&lt;/i&gt; 8 चुकाता है, जैसा मानक MCR में है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Special wins.&lt;/b&gt; Winning on a kong replacement tile (Out with Replacement Tile), Robbing the Kong, winning on the last tile of the wall (Last Tile Draw or Last Tile Claim) and Last Tile (the fourth copy of a tile, the other three already visible) are scored as MCR defines them.</source>
        <translation>&lt;b&gt;विशेष जीतें।&lt;/b&gt; कोंग की बदली टाइल पर जीत (‘बदली टाइल से जीत’), ‘कोंग लूटना’, दीवार की आख़िरी टाइल पर जीत (‘आख़िरी टाइल खींचकर जीत’ या ‘आख़िरी टाइल पर दावे से जीत’) और ‘आख़िरी टाइल’ (किसी टाइल की चौथी प्रति, जब बाक़ी तीन पहले से दिख रही हों) — इन सबके अंक MCR की परिभाषा के अनुसार गिने जाते हैं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;The last tile of the wall.&lt;/b&gt; It is drawn normally, and its discard can still be won.</source>
        <translation>&lt;b&gt;दीवार की आख़िरी टाइल।&lt;/b&gt; यह सामान्य रूप से खींची जाती है, और उसके बाद फेंकी गई टाइल पर भी जीता जा सकता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;The wall.&lt;/b&gt; All 144 tiles form the wall. There is no dead wall apart from the replacement draws from its end. The deal is drawn when a player would need to draw and no tile is left.</source>
        <translation>&lt;b&gt;दीवार।&lt;/b&gt; सभी 144 टाइलें दीवार बनाती हैं। उसके छोर से ली जाने वाली बदली टाइलों के अलावा कोई मृत दीवार नहीं होती। जब किसी खिलाड़ी को टाइल खींचनी हो और कोई टाइल न बची हो, तो बाज़ी बराबरी पर छूटती है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chicken Hand.&lt;/b&gt; A hand that scores no other fan still wins as Chicken Hand, worth 8 points. Flowers never help reach the 8-point minimum.</source>
        <translation>&lt;b&gt;मुर्ग़ी हाथ।&lt;/b&gt; जिस हाथ में कोई और फ़ान न बने, वह भी ‘मुर्ग़ी हाथ’ के रूप में 8 अंक पर जीतता है। फूल कभी 8 अंकों की न्यूनतम सीमा तक पहुँचने में मदद नहीं करते।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring a win.&lt;/b&gt; Only a win worth at least 8 points before flowers can be declared: you are offered &lt;i&gt;Hu&lt;/i&gt; only then, and an AI never declares a smaller win.</source>
        <translation>&lt;b&gt;जीत घोषित करना।&lt;/b&gt; केवल वही जीत घोषित की जा सकती है जो फूलों के बिना कम से कम 8 अंक की हो: &lt;i&gt;हू&lt;/i&gt; का विकल्प तभी मिलता है, और AI कभी इससे छोटी जीत घोषित नहीं करता।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Several winners.&lt;/b&gt; When more than one player declares a win on the same discard, only the nearest claimant after the discarder wins (head bump).</source>
        <translation>&lt;b&gt;कई विजेता।&lt;/b&gt; जब एक ही फेंकी गई टाइल पर एक से ज़्यादा खिलाड़ी जीत घोषित करें, तो केवल फेंकने वाले के बाद सबसे नज़दीकी दावेदार जीतता है (सबसे नज़दीकी की जीत)।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seats.&lt;/b&gt; The dealer (East) is chosen at random for the deal. Play runs anticlockwise: East, then South on East&apos;s right, West opposite and North on East&apos;s left. You always sit at the bottom of the table, whatever your wind.</source>
        <translation>&lt;b&gt;सीटें।&lt;/b&gt; बाँटने वाला (पूर्व) इस बाज़ी के लिए संयोग से चुना जाता है। खेल घड़ी की उलटी दिशा में चलता है: पूर्व, फिर पूर्व के दाईं ओर दक्षिण, सामने पश्चिम और पूर्व के बाईं ओर उत्तर। आपकी हवा चाहे जो हो, आप हमेशा मेज़ के नीचे की ओर बैठते हैं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is forced.&lt;/b&gt; You may always pass on a claim, and you may decline a self-drawn win. Nobody has to claim or to win.</source>
        <translation>&lt;b&gt;कुछ भी ज़बरदस्ती नहीं।&lt;/b&gt; आप किसी भी दावे पर हमेशा पास कर सकते हैं, और ख़ुद खींचकर मिलने वाली जीत भी छोड़ सकते हैं। किसी को दावा करना या जीतना ज़रूरी नहीं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted straight.&lt;/b&gt; The nine knitted tiles are always concealed: they cannot be claimed into the straight. The hand&apos;s remaining set may be exposed, as in MCR.</source>
        <translation>&lt;b&gt;गुँथा स्ट्रेट।&lt;/b&gt; नौ गुँथी टाइलें हमेशा छिपी रहती हैं: स्ट्रेट के लिए उन पर दावा नहीं किया जा सकता। हाथ का बाक़ी सेट खुला हो सकता है, जैसा MCR में है।</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Back</source>
        <translation>वापस</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>खेलों पर वापस</translation>
    </message>
    <message>
        <source>Back to the games (Esc)</source>
        <translation>खेलों पर वापस (Esc)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>खेलें</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>विषय-सूची</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>नियम</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>%1 के नियम</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 खेलें</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>जल्द आ रहा है</translation>
    </message>
</context>
<context>
    <name>RulesSiSePai</name>
    <message>
        <source>Sì Sè Pái (Four Color Cards)</source>
        <translation>सी-से-पाई (चार रंगों के पत्ते)</translation>
    </message>
    <message>
        <source>Sì Sè Pái (Four Color Cards, 四色牌) belongs to the Southern Fujian tradition of China. Its traditional pack has 120 cards: chess pieces and soldiers in four colours, Red, Yellow, White and Green. This table seats four players, you against three AI, for one deal. Use command groups, field groups, identical sets and mixed-colour soldier groups to meld all 21 cards, including the new card.</source>
        <translation>सी-से-पाई (चार रंगों के पत्ते, 四色牌) चीन के दक्षिणी फ़ुज़ियान की परंपरा का खेल है। इसकी पारंपरिक गड्डी में 120 पत्ते होते हैं: चार रंगों — लाल, पीला, सफ़ेद और हरा — में शतरंज के मोहरे और सैनिक। इस मेज़ पर चार खिलाड़ी हैं, आप और तीन AI, और एक बाज़ी होती है। नए पत्ते समेत अपने सभी 21 पत्तों को कमान समूहों, मैदान समूहों, एक-जैसे समूहों और अलग-अलग रंगों के सैनिक समूहों में बाँटकर मेल्ड बनाएँ।</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>उद्देश्य</translation>
    </message>
    <message>
        <source>You and the three AI players each play for yourselves. The first player whose 21 cards all form legal melds after taking a new card wins.</source>
        <translation>आप और तीनों AI खिलाड़ी अपने-अपने लिए खेलते हैं। नया पत्ता लेने के बाद जिसके सभी 21 पत्ते वैध मेल्ड बना लें, वही सबसे पहले जीतता है।</translation>
    </message>
    <message>
        <source>If the stock runs out with no winner, the deal is a draw.</source>
        <translation>अगर गड्डी ख़त्म हो जाए और कोई न जीते, तो बाज़ी बराबरी पर छूटती है।</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>तैयारी</translation>
    </message>
    <message>
        <source>This table plays Wei-Hwa Huang&apos;s flower-card variant: 112 chess cards and five flowers, 117 cards in all. The blank and title cards are left out.</source>
        <translation>यह मेज़ वेई-ह्वा हुआंग का फूल-पत्तों वाला रूप खेलती है: शतरंज के 112 पत्ते और पाँच फूल, कुल 117 पत्ते। कोरे और शीर्षक वाले पत्ते हटा दिए जाते हैं।</translation>
    </message>
    <message>
        <source>Each flower forms a meld of its own. Flowers are never wild.</source>
        <translation>हर फूल अपने आप में एक मेल्ड होता है। फूल कभी जोकर की तरह काम नहीं करते।</translation>
    </message>
    <message>
        <source>Each player is dealt 20 cards; the other 37 cards form the stock.</source>
        <translation>हर खिलाड़ी को 20 पत्ते बाँटे जाते हैं; बाक़ी 37 पत्ते गड्डी बनाते हैं।</translation>
    </message>
    <message>
        <source>A randomly chosen dealer makes the first draw, which is public like every draw.</source>
        <translation>बाँटने वाला संयोग से चुना जाता है; वही पहला पत्ता खींचता है, जो हर खींचे गए पत्ते की तरह सबके सामने खुलता है।</translation>
    </message>
    <message>
        <source>Legal melds</source>
        <translation>वैध मेल्ड</translation>
    </message>
    <message>
        <source>Every card of a winning hand must belong to one of these groups:</source>
        <translation>जीतने वाले हाथ का हर पत्ता इनमें से किसी एक समूह में होना चाहिए:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Single-card group:&lt;/b&gt; one General, or one flower, on its own.</source>
        <translation>&lt;b&gt;एकल पत्ते का समूह:&lt;/b&gt; अकेला एक सेनापति, या अकेला एक फूल।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Identical group:&lt;/b&gt; two, three or four cards of exactly the same colour and character. Generals never form identical groups.</source>
        <translation>&lt;b&gt;एक-जैसा समूह:&lt;/b&gt; बिलकुल एक ही रंग और एक ही मोहरे के दो, तीन या चार पत्ते। सेनापति कभी एक-जैसा समूह नहीं बनाते।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Command group:&lt;/b&gt; one General, one Advisor and one Elephant, all of one colour.</source>
        <translation>&lt;b&gt;कमान समूह:&lt;/b&gt; एक सेनापति, एक सलाहकार और एक हाथी, तीनों एक ही रंग के।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Field group:&lt;/b&gt; one Chariot, one Horse and one Cannon, all of one colour.</source>
        <translation>&lt;b&gt;मैदान समूह:&lt;/b&gt; एक रथ, एक घोड़ा और एक तोप, तीनों एक ही रंग के।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Soldier group:&lt;/b&gt; three or four Soldiers, all of different colours.</source>
        <translation>&lt;b&gt;सैनिक समूह:&lt;/b&gt; तीन या चार सैनिक, सभी अलग-अलग रंगों के।</translation>
    </message>
    <message>
        <source>Command and field groups are one-colour mixed groups; soldier groups are mixed-colour groups. Together they are called &lt;i&gt;mixed groups&lt;/i&gt;.</source>
        <translation>कमान और मैदान समूह एक रंग के मिश्रित समूह हैं; सैनिक समूह कई रंगों के मिश्रित समूह हैं। इन सबको मिलाकर &lt;i&gt;मिश्रित समूह&lt;/i&gt; कहा जाता है।</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>एक बारी</translation>
    </message>
    <message>
        <source>A card drawn from the stock is public: everyone sees it.</source>
        <translation>गड्डी से खींचा गया पत्ता सबके सामने खुलता है: उसे हर कोई देखता है।</translation>
    </message>
    <message>
        <source>A player who takes the new card must use it at once in a legal group, exposed on the table. It cannot be kept hidden for later.</source>
        <translation>नया पत्ता लेने वाले खिलाड़ी को उसे तुरंत किसी वैध समूह में लगाकर मेज़ पर खोलना होता है। उसे बाद के लिए छिपाकर नहीं रखा जा सकता।</translation>
    </message>
    <message>
        <source>If nobody takes a drawn card, it counts as discarded and the other players get another chance to claim it.</source>
        <translation>अगर खींचा गया पत्ता कोई नहीं लेता, तो वह फेंका गया माना जाता है और बाक़ी खिलाड़ियों को उस पर दावा करने का एक और मौक़ा मिलता है।</translation>
    </message>
    <message>
        <source>After grouping the new card, a player whose 21 cards are all grouped wins, and the deal ends.</source>
        <translation>नए पत्ते का समूह बनाने के बाद अगर किसी खिलाड़ी के सभी 21 पत्ते समूहों में बँट जाएँ, तो वह जीतता है और बाज़ी ख़त्म होती है।</translation>
    </message>
    <message>
        <source>Otherwise that player discards one card from their hidden hand, and play goes on.</source>
        <translation>वरना वह खिलाड़ी अपने छिपे हाथ से एक पत्ता फेंकता है, और खेल आगे चलता है।</translation>
    </message>
    <message>
        <source>Generals and flowers can never be discarded. Exposed groups can never be split or rearranged.</source>
        <translation>सेनापति और फूल कभी फेंके नहीं जा सकते। खुले समूह कभी तोड़े या बदले नहीं जा सकते।</translation>
    </message>
    <message>
        <source>Claim priority</source>
        <translation>दावों की प्राथमिकता</translation>
    </message>
    <message>
        <source>When a card is drawn or discarded, each player in turn chooses &lt;i&gt;claim&lt;/i&gt; or &lt;i&gt;pass&lt;/i&gt;. The card is awarded only after every answer is in, so answering first gives no priority.</source>
        <translation>जब कोई पत्ता खींचा या फेंका जाता है, तो हर खिलाड़ी बारी से &lt;i&gt;दावा&lt;/i&gt; या &lt;i&gt;पास&lt;/i&gt; चुनता है। सारे जवाब आ जाने के बाद ही पत्ता किसी को मिलता है, इसलिए पहले जवाब देने से कोई प्राथमिकता नहीं मिलती।</translation>
    </message>
    <message>
        <source>Claims rank in this order, highest first:</source>
        <translation>दावों का क्रम यह है, सबसे ऊँचा पहले:</translation>
    </message>
    <message>
        <source>The drawer&apos;s own win.</source>
        <translation>खींचने वाले की अपनी जीत।</translation>
    </message>
    <message>
        <source>Another player&apos;s win. If several players can win, the nearest in turn order wins.</source>
        <translation>किसी दूसरे खिलाड़ी की जीत। अगर कई खिलाड़ी जीत सकते हों, तो बारी के क्रम में सबसे नज़दीकी जीतता है।</translation>
    </message>
    <message>
        <source>An identical triple or quad, by any player allowed to make it.</source>
        <translation>एक-जैसी तिकड़ी या चौकड़ी — उस किसी भी खिलाड़ी की, जिसे उसे बनाने की अनुमति हो।</translation>
    </message>
    <message>
        <source>The drawer&apos;s own group other than a pair: a command, field or soldier group, or a General or flower on its own.</source>
        <translation>जोड़ी के अलावा खींचने वाले का अपना कोई समूह: कमान, मैदान या सैनिक समूह, या अकेला सेनापति या फूल।</translation>
    </message>
    <message>
        <source>The next player&apos;s mixed group.</source>
        <translation>अगले खिलाड़ी का मिश्रित समूह।</translation>
    </message>
    <message>
        <source>Ties within a level follow normal turn order. Claims that do not win are restricted:</source>
        <translation>एक ही स्तर पर बराबरी होने पर सामान्य बारी का क्रम चलता है। जो दावे जीत नहीं दिलाते, उन पर पाबंदियाँ हैं:</translation>
    </message>
    <message>
        <source>The drawer may not use the new card to make a pair.</source>
        <translation>खींचने वाला नए पत्ते से जोड़ी नहीं बना सकता।</translation>
    </message>
    <message>
        <source>Other players may claim only to make an identical triple or quad. The next player may also claim to make a mixed group of three or four cards.</source>
        <translation>दूसरे खिलाड़ी केवल एक-जैसी तिकड़ी या चौकड़ी बनाने के लिए दावा कर सकते हैं। अगला खिलाड़ी तीन या चार पत्तों का मिश्रित समूह बनाने के लिए भी दावा कर सकता है।</translation>
    </message>
    <message>
        <source>None of these restrictions applies to a winning hand.</source>
        <translation>जीतने वाले हाथ पर इनमें से कोई पाबंदी लागू नहीं होती।</translation>
    </message>
    <message>
        <source>If nobody takes a drawn card, it is treated as the drawer&apos;s discard and claims are resolved again. Only when that discard is also unclaimed does the next player draw.</source>
        <translation>अगर खींचा गया पत्ता कोई नहीं लेता, तो उसे खींचने वाले का फेंका पत्ता माना जाता है और दावे फिर से तय होते हैं। जब उस फेंके पत्ते पर भी कोई दावा न करे, तभी अगला खिलाड़ी पत्ता खींचता है।</translation>
    </message>
    <message>
        <source>Scoring and end</source>
        <translation>अंक और अंत</translation>
    </message>
    <message>
        <source>A win ends the deal and reveals the winner&apos;s remaining melds. The winner&apos;s melds score:</source>
        <translation>जीत से बाज़ी ख़त्म होती है और विजेता के बाक़ी मेल्ड खोल दिए जाते हैं। विजेता के मेल्डों के अंक:</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>मेल्ड</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>अंक</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>जोड़ी</translation>
    </message>
    <message>
        <source>Single General</source>
        <translation>अकेला सेनापति</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>फूल</translation>
    </message>
    <message>
        <source>Identical triple</source>
        <translation>एक-जैसी तिकड़ी</translation>
    </message>
    <message>
        <source>Identical quad</source>
        <translation>एक-जैसी चौकड़ी</translation>
    </message>
    <message>
        <source>Command, field or soldier group</source>
        <translation>कमान, मैदान या सैनिक समूह</translation>
    </message>
    <message>
        <source>The result shows the winner&apos;s meld total; there is no regional cash settlement. If the stock runs out with no winner, the deal is a draw.</source>
        <translation>नतीजे में विजेता के मेल्डों का कुल योग दिखता है; इलाक़ाई रीति से पैसों का कोई हिसाब नहीं होता। अगर गड्डी ख़त्म हो जाए और कोई न जीते, तो बाज़ी बराबरी पर छूटती है।</translation>
    </message>
    <message>
        <source>The pack</source>
        <translation>गड्डी</translation>
    </message>
    <message>
        <source>The variant played here uses 117 cards: 28 in each of the four colours, plus five flowers.</source>
        <translation>यहाँ खेले जाने वाले रूप में 117 पत्ते होते हैं: चारों रंगों में 28-28, और पाँच फूल।</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>रंग</translation>
    </message>
    <message>
        <source>Characters (four copies of each)</source>
        <translation>मोहरे (हर एक की चार प्रतियाँ)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>पत्ते</translation>
    </message>
    <message>
        <source>Red, Yellow</source>
        <translation>लाल, पीला</translation>
    </message>
    <message>
        <source>帥 General, 仕 Advisor, 相 Elephant, 俥 Chariot, 傌 Horse, 炮 Cannon, 兵 Soldier</source>
        <translation>帥 सेनापति, 仕 सलाहकार, 相 हाथी, 俥 रथ, 傌 घोड़ा, 炮 तोप, 兵 सैनिक</translation>
    </message>
    <message>
        <source>28 each</source>
        <translation>हर रंग में 28</translation>
    </message>
    <message>
        <source>Green, White</source>
        <translation>हरा, सफ़ेद</translation>
    </message>
    <message>
        <source>將 General, 士 Advisor, 象 Elephant, 車 Chariot, 馬 Horse, 包 Cannon, 卒 Soldier</source>
        <translation>將 सेनापति, 士 सलाहकार, 象 हाथी, 車 रथ, 馬 घोड़ा, 包 तोप, 卒 सैनिक</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>फूल</translation>
    </message>
    <message>
        <source>Five different flowers, one card each: 梅 plum, 蘭 orchid, 蓮 lotus, 菊 chrysanthemum, 桃 peach</source>
        <translation>पाँच अलग-अलग फूल, हर एक का एक पत्ता: 梅 बेर, 蘭 ऑर्किड, 蓮 कमल, 菊 गुलदाउदी, 桃 आड़ू</translation>
    </message>
    <message>
        <source>The two sets of characters name the same roles. Cards match by colour and role, whichever character they show.</source>
        <translation>मोहरों के दोनों सेट एक ही भूमिकाओं के नाम हैं। पत्ते रंग और भूमिका से मेल खाते हैं, चाहे उन पर कोई भी चिह्न हो।</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>नियमों का स्पष्टीकरण</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal.&lt;/b&gt; Everybody, the dealer included, is dealt 20 cards; the dealer does not start with 21. The remaining 37 cards (117 − 80) form the stock.</source>
        <translation>&lt;b&gt;बँटाई।&lt;/b&gt; बाँटने वाले समेत हर किसी को 20 पत्ते मिलते हैं; बाँटने वाला 21 पत्तों से शुरू नहीं करता। बचे हुए 37 पत्ते (117 − 80) गड्डी बनाते हैं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;What a win counts.&lt;/b&gt; Your hidden hand, your exposed groups and the new card make 21 cards, and all 21 must split into legal melds. Your hidden cards may be grouped in any way; exposed groups stay as they are.</source>
        <translation>&lt;b&gt;जीत में क्या गिना जाता है।&lt;/b&gt; आपका छिपा हाथ, आपके खुले समूह और नया पत्ता मिलकर 21 पत्ते होते हैं, और इन सभी 21 को वैध मेल्डों में बँटना चाहिए। छिपे पत्तों के समूह किसी भी तरह बनाए जा सकते हैं; खुले समूह जैसे हैं वैसे ही रहते हैं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Generals in a win.&lt;/b&gt; A General may count as a single-card group or as part of a command group, whichever lets the hand win. Generals never form pairs or triples.</source>
        <translation>&lt;b&gt;जीत में सेनापति।&lt;/b&gt; सेनापति को एकल पत्ते का समूह भी माना जा सकता है और कमान समूह का हिस्सा भी, जिससे भी हाथ जीते। सेनापति कभी जोड़ी या तिकड़ी नहीं बनाते।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Soldiers.&lt;/b&gt; Pairs and triples of identical Soldiers (same colour) are legal identical groups.</source>
        <translation>&lt;b&gt;सैनिक।&lt;/b&gt; एक-जैसे सैनिकों (एक ही रंग के) की जोड़ियाँ और तिकड़ियाँ वैध एक-जैसे समूह हैं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn General or flower.&lt;/b&gt; It can never become a discard: the drawer must take it, as a single-card group or, for a General, in a command group if the drawer prefers. Another player&apos;s &lt;i&gt;winning&lt;/i&gt; claim on it still ranks higher. Nobody else can claim a General or a flower except to win.</source>
        <translation>&lt;b&gt;खींचा गया सेनापति या फूल।&lt;/b&gt; वह कभी फेंका नहीं जा सकता: खींचने वाले को उसे लेना ही होता है, एकल पत्ते के समूह के रूप में, या — सेनापति हो और खींचने वाला चाहे तो — कमान समूह में। फिर भी किसी दूसरे खिलाड़ी का &lt;i&gt;जीतने वाला&lt;/i&gt; दावा उससे ऊपर रहता है। जीतने के सिवा कोई और सेनापति या फूल पर दावा नहीं कर सकता।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ties.&lt;/b&gt; For a drawn card, turn order for ties counts from the drawer; for a discard, from the seat after the discarder. Nobody claims their own discard.</source>
        <translation>&lt;b&gt;बराबरी।&lt;/b&gt; खींचे गए पत्ते पर बराबरी हो तो बारी का क्रम खींचने वाले से गिना जाता है; फेंके गए पत्ते पर, फेंकने वाले के बाद की सीट से। अपने ही फेंके पत्ते पर कोई दावा नहीं करता।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Claims on a discard.&lt;/b&gt; Only three levels exist: another player&apos;s win, an identical triple or quad, and the next player&apos;s mixed group. A claim that does not win never completes a pair.</source>
        <translation>&lt;b&gt;फेंके गए पत्ते पर दावे।&lt;/b&gt; इसके केवल तीन स्तर हैं: किसी दूसरे खिलाड़ी की जीत, एक-जैसी तिकड़ी या चौकड़ी, और अगले खिलाड़ी का मिश्रित समूह। जो दावा जीत न दिलाए, उससे कभी जोड़ी पूरी नहीं होती।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Quads.&lt;/b&gt; After claiming a quad, the claimant holds 21 cards and discards down to 20. A card can never be added to an exposed group later.</source>
        <translation>&lt;b&gt;चौकड़ी।&lt;/b&gt; चौकड़ी पर दावा करने के बाद दावेदार के पास 21 पत्ते हो जाते हैं और वह एक पत्ता फेंककर 20 पर लौटता है। खुले समूह में बाद में कभी कोई पत्ता नहीं जोड़ा जा सकता।</translation>
    </message>
    <message>
        <source>&lt;b&gt;No dead ends.&lt;/b&gt; A claim that would leave a player who has not won with no legal discard (only Generals and flowers left hidden) is not offered.</source>
        <translation>&lt;b&gt;बंद गली नहीं।&lt;/b&gt; ऐसा दावा पेश ही नहीं किया जाता जिसके बाद न जीते हुए खिलाड़ी के पास फेंकने लायक़ कोई पत्ता न बचे (छिपे हाथ में केवल सेनापति और फूल)।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who plays next.&lt;/b&gt; After a claim, the claimant discards and the player after the claimant moves next. When a discard goes unclaimed, the player after the discarder draws.</source>
        <translation>&lt;b&gt;अगली बारी किसकी।&lt;/b&gt; दावे के बाद दावेदार एक पत्ता फेंकता है और उसके बाद वाला खिलाड़ी आगे खेलता है। जब फेंके गए पत्ते पर कोई दावा नहीं करता, तो फेंकने वाले के बाद वाला खिलाड़ी पत्ता खींचता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Direction of play.&lt;/b&gt; Play runs anticlockwise: you, then the player on your right, the player across and the player on your left. Claim prompts and ties follow the same order.</source>
        <translation>&lt;b&gt;खेल की दिशा।&lt;/b&gt; खेल घड़ी की उलटी दिशा में चलता है: आप, फिर आपके दाईं ओर का खिलाड़ी, सामने वाला, और आपके बाईं ओर का खिलाड़ी। दावों के सवाल और बराबरी भी इसी क्रम से चलते हैं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoring details.&lt;/b&gt; Identical groups score only as triples and quads; pairs score nothing. Command, field and soldier groups score zero, and a General inside a command group does not earn the single-General point. No minimum score is needed to win.</source>
        <translation>&lt;b&gt;अंकों का ब्योरा।&lt;/b&gt; एक-जैसे समूहों के अंक केवल तिकड़ी और चौकड़ी पर मिलते हैं; जोड़ियों का कोई अंक नहीं। कमान, मैदान और सैनिक समूहों के शून्य अंक होते हैं, और कमान समूह में शामिल सेनापति को अकेले सेनापति का अंक नहीं मिलता। जीतने के लिए कोई न्यूनतम अंक ज़रूरी नहीं।</translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn deal.&lt;/b&gt; The deal is drawn only after the claims on the last drawn card, and on its discard, have been resolved.</source>
        <translation>&lt;b&gt;बराबरी पर छूटी बाज़ी।&lt;/b&gt; बाज़ी तभी बराबरी पर छूटती है जब आख़िरी खींचे गए पत्ते पर, और उसके फेंके जाने पर, सारे दावे तय हो चुके हों।</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fair claims.&lt;/b&gt; The AI players claim and are ranked exactly as you are. You are asked for your answer before any AI answer is revealed.</source>
        <translation>&lt;b&gt;निष्पक्ष दावे।&lt;/b&gt; AI खिलाड़ी ठीक आपकी तरह दावा करते हैं और उनका क्रम भी वैसे ही तय होता है। किसी भी AI का जवाब दिखने से पहले आपसे आपका जवाब पूछा जाता है।</translation>
    </message>
    <message>
        <source>&lt;b&gt;120 or 117 cards.&lt;/b&gt; The lobby shows 120 cards, the size of the traditional pack; the variant played here uses 117 of them.</source>
        <translation>&lt;b&gt;120 या 117 पत्ते।&lt;/b&gt; खेलों की सूची में 120 पत्ते दिखते हैं, जो पारंपरिक गड्डी का आकार है; यहाँ खेला जाने वाला रूप उनमें से 117 का इस्तेमाल करता है।</translation>
    </message>
    <message>
        <source>General</source>
        <translation>सेनापति</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>सलाहकार</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>हाथी</translation>
    </message>
    <message>
        <source>Chariot</source>
        <translation>रथ</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>घोड़ा</translation>
    </message>
    <message>
        <source>Cannon</source>
        <translation>तोप</translation>
    </message>
    <message>
        <source>Soldier</source>
        <translation>सैनिक</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>लाल</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>पीला</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>हरा</translation>
    </message>
    <message>
        <source>White</source>
        <translation>सफ़ेद</translation>
    </message>
    <message>
        <source>梅 Plum</source>
        <translation>梅 बेर</translation>
    </message>
    <message>
        <source>蘭 Orchid</source>
        <translation>蘭 ऑर्किड</translation>
    </message>
    <message>
        <source>蓮 Lotus</source>
        <translation>蓮 कमल</translation>
    </message>
    <message>
        <source>菊 Chrysanthemum</source>
        <translation>菊 गुलदाउदी</translation>
    </message>
    <message>
        <source>桃 Peach</source>
        <translation>桃 आड़ू</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>you</source>
        <comment>the player, in running text</comment>
        <translation>आप</translation>
    </message>
    <message>
        <source>Right AI</source>
        <comment>the AI seated on the player&apos;s right, in running text</comment>
        <translation>AI (दाएँ)</translation>
    </message>
    <message>
        <source>Across AI</source>
        <comment>the AI seated across from the player, in running text</comment>
        <translation>AI (सामने)</translation>
    </message>
    <message>
        <source>Left AI</source>
        <comment>the AI seated on the player&apos;s left, in running text</comment>
        <translation>AI (बाएँ)</translation>
    </message>
    <message>
        <source>the AI</source>
        <comment>the player&apos;s only opponent (two at the table), in running text</comment>
        <translation>AI</translation>
    </message>
    <message>
        <source>You</source>
        <comment>the player, standing alone (a heading, a badge)</comment>
        <translation>आप</translation>
    </message>
    <message>
        <source>Right AI</source>
        <comment>the AI seated on the player&apos;s right, standing alone</comment>
        <translation>AI (दाएँ)</translation>
    </message>
    <message>
        <source>Across AI</source>
        <comment>the AI seated across from the player, standing alone</comment>
        <translation>AI (सामने)</translation>
    </message>
    <message>
        <source>Left AI</source>
        <comment>the AI seated on the player&apos;s left, standing alone</comment>
        <translation>AI (बाएँ)</translation>
    </message>
    <message>
        <source>The AI</source>
        <comment>the player&apos;s only opponent, standing alone</comment>
        <translation>AI</translation>
    </message>
    <message>
        <source>You</source>
        <comment>short seat label on a plate or badge</comment>
        <translation>आप</translation>
    </message>
    <message>
        <source>Right</source>
        <comment>short label of the AI on the player&apos;s right (plates, badges)</comment>
        <translation>दाएँ</translation>
    </message>
    <message>
        <source>Across</source>
        <comment>short label of the AI across from the player (plates, badges)</comment>
        <translation>सामने</translation>
    </message>
    <message>
        <source>Left</source>
        <comment>short label of the AI on the player&apos;s left (plates, badges)</comment>
        <translation>बाएँ</translation>
    </message>
    <message>
        <source>AI</source>
        <comment>short label of the player&apos;s only opponent (plates, badges)</comment>
        <translation>AI</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>कीबोर्ड शॉर्टकट</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>कुंजियाँ</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>क्या करती हैं</translation>
    </message>
</context>
<context>
    <name>SisepaiTable</name>
    <message>
        <source>Claim the {card} — which group?</source>
        <translation>{card} लेकर कौन-सा समूह बनाएँ?</translation>
    </message>
    <message>
        <source>&amp;Group</source>
        <translation>समूह बनाएँ (&amp;G)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>समूह बनाएँ</translation>
    </message>
    <message>
        <source>Order your hand by its best melds, with gaps between them</source>
        <translation>अपने हाथ को उसके सबसे अच्छे मेल्डों के क्रम में लगाएँ, बीच में जगह छोड़कर</translation>
    </message>
    <message>
        <source>&amp;Win!</source>
        <translation>जीत! (&amp;W)</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>जीत</translation>
    </message>
    <message>
        <source>Take the card: all your cards form melds</source>
        <translation>पत्ता लें: आपके सभी पत्ते मेल्ड बनाते हैं</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>पास (&amp;P)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>पास</translation>
    </message>
    <message>
        <source>Let the card go</source>
        <translation>पत्ता जाने दें</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>&amp;Claim…</source>
        <translation>दावा… (&amp;C)</translation>
    </message>
    <message>
        <source>Choose which of your cards to group with it</source>
        <translation>चुनें कि आपके कौन-से पत्ते इसके साथ समूह बनाएँगे</translation>
    </message>
    <message>
        <source>&amp;Claim</source>
        <translation>दावा (&amp;C)</translation>
    </message>
    <message>
        <source>Take the card into an exposed group</source>
        <translation>पत्ते को खुले समूह में लें</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>दावा</translation>
    </message>
</context>
<context>
    <name>SisepaiWords</name>
    <message>
        <source>{card} ×{count}</source>
        <translation>{card} ×{count}</translation>
    </message>
    <message>
        <source>Take it as a {meld}</source>
        <translation>इसे {meld} के रूप में लें</translation>
    </message>
    <message>
        <source>{meld} with {cards}</source>
        <translation>{meld}, साथ में {cards}</translation>
    </message>
    <message>
        <source>Hint: discard the {card}</source>
        <translation>सुझाव: {card} फेंकें</translation>
    </message>
    <message>
        <source>Hint: you can win — press Win!</source>
        <translation>सुझाव: आप जीत सकते हैं — ‘जीत!’ दबाएँ</translation>
    </message>
    <message>
        <source>Hint: claim — {claim}</source>
        <translation>सुझाव: दावा करें — {claim}</translation>
    </message>
    <message>
        <source>Hint: pass</source>
        <translation>सुझाव: पास करें</translation>
    </message>
    <message>
        <source>Click the {card} again (or press Enter) to discard it</source>
        <translation>{card} फेंकने के लिए फिर क्लिक करें (या Enter दबाएँ)</translation>
    </message>
    <message>
        <source>Your discard: click a card, then click it again — or drag it to the table</source>
        <translation>पत्ता फेंकें: किसी पत्ते पर क्लिक करें, फिर दोबारा क्लिक करें — या उसे मेज़ पर खींचें</translation>
    </message>
    <message>
        <source>{seat} is choosing a discard…</source>
        <translation>{seat} फेंकने के लिए पत्ता चुन रहा है…</translation>
    </message>
    <message>
        <source>You drew the {card}: you cannot use it. {seat} is deciding…</source>
        <translation>आपका खींचा पत्ता, {card}, आपके काम का नहीं। {seat} सोच रहा है…</translation>
    </message>
    <message>
        <source>The {card} is of no use to you. {seat} is deciding…</source>
        <translation>यह पत्ता, {card}, आपके काम का नहीं। {seat} सोच रहा है…</translation>
    </message>
    <message>
        <source>{seat} is deciding about the {card}…</source>
        <translation>{seat} सोच रहा है कि {card} ले या नहीं…</translation>
    </message>
    <message>
        <source>You drew the {card}: you must take it — and it wins!</source>
        <translation>आपका खींचा पत्ता: {card} — इसे लेना ही होगा, और इससे आप जीतते हैं!</translation>
    </message>
    <message>
        <source>You drew the {card}: you must take it</source>
        <translation>आपका खींचा पत्ता: {card} — इसे लेना ही होगा</translation>
    </message>
    <message>
        <source>You drew the {card}: win with it, take it into a group, or pass</source>
        <translation>आपका खींचा पत्ता: {card} — इससे जीतें, इसे समूह में लें, या पास करें</translation>
    </message>
    <message>
        <source>You drew the {card}: win with it or pass</source>
        <translation>आपका खींचा पत्ता: {card} — इससे जीतें या पास करें</translation>
    </message>
    <message>
        <source>You drew the {card}: take it or pass</source>
        <translation>आपका खींचा पत्ता: {card} — लें या पास करें</translation>
    </message>
    <message>
        <source>You drew the {card}: you cannot use it — Pass</source>
        <translation>आपका खींचा पत्ता, {card}, आपके काम का नहीं: पास करें</translation>
    </message>
    <message>
        <source>Win with it, claim it, or pass</source>
        <translation>इससे जीतें, दावा करें या पास करें</translation>
    </message>
    <message>
        <source>Win with it or pass</source>
        <translation>इससे जीतें या पास करें</translation>
    </message>
    <message>
        <source>Claim it or pass</source>
        <translation>दावा करें या पास करें</translation>
    </message>
    <message>
        <source>It is of no use to you — Pass</source>
        <translation>यह आपके काम का नहीं — पास करें</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: win with it, claim it, or pass</source>
        <translation>{seat} ने खींचा: {card} — इससे जीतें, दावा करें या पास करें</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: win with it or pass</source>
        <translation>{seat} ने खींचा: {card} — इससे जीतें या पास करें</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: claim it or pass</source>
        <translation>{seat} ने खींचा: {card} — दावा करें या पास करें</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: it is of no use to you — Pass</source>
        <translation>{seat} ने खींचा: {card} — यह आपके काम का नहीं, पास करें</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: win with it, claim it, or pass</source>
        <translation>{seat} ने फेंका: {card} — इससे जीतें, दावा करें या पास करें</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: win with it or pass</source>
        <translation>{seat} ने फेंका: {card} — इससे जीतें या पास करें</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: claim it or pass</source>
        <translation>{seat} ने फेंका: {card} — दावा करें या पास करें</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: it is of no use to you — Pass</source>
        <translation>{seat} ने फेंका: {card} — यह आपके काम का नहीं, पास करें</translation>
    </message>
    <message>
        <source>A draw: the stock is exhausted</source>
        <translation>बराबरी: गड्डी ख़त्म हो गई</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>आप जीत गए!</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} की जीत</translation>
    </message>
    <message>
        <source>Nobody grouped all 21 cards before the stock ran out.</source>
        <translation>गड्डी ख़त्म होने से पहले कोई भी अपने सभी 21 पत्तों के समूह नहीं बना पाया।</translation>
    </message>
    <message>
        <source>Won with the {card}, drawn by {seat}.</source>
        <translation>जीत का पत्ता: {card}, जिसे {seat} ने खींचा था।</translation>
    </message>
    <message>
        <source>Won with the {card}, discarded by {seat}.</source>
        <translation>जीत का पत्ता: {card}, जिसे {seat} ने फेंका था।</translation>
    </message>
    <message>
        <source>exposed</source>
        <translation>खुला</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>छिपा</translation>
    </message>
    <message>
        <source>{cards} ({where}) — {points} pt</source>
        <translation>{cards} ({where}) — {points} अंक</translation>
    </message>
    <message>
        <source>{meld} ({where}): {cards} — {points} pt</source>
        <translation>{meld} ({where}): {cards} — {points} अंक</translation>
    </message>
    <message numerus="yes">
        <source>Total: {points} points</source>
        <translation>
            <numerusform>कुल: {points} अंक</numerusform>
            <numerusform>कुल: {points} अंक</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} · {count} cards</source>
        <translation>
            <numerusform>{seat} · {count} पत्ता</numerusform>
            <numerusform>{seat} · {count} पत्ते</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}&apos;s hidden cards: {count}</source>
        <translation>{seat} के छिपे पत्ते: {count}</translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins · {points} points</source>
        <translation>
            <numerusform>{seat} की जीत · {points} अंक</numerusform>
            <numerusform>{seat} की जीत · {points} अंक</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}: exposed groups: {count}</source>
        <translation>{seat}: खुले समूह: {count}</translation>
    </message>
    <message>
        <source>{seat}: discards: {count}</source>
        <translation>{seat}: फेंके गए पत्ते: {count}</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>गड्डी · {count}</translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation>गड्डी, पत्ते: {count}</translation>
    </message>
    <message>
        <source>You drew</source>
        <translation>आपने खींचा</translation>
    </message>
    <message>
        <source>Your discard</source>
        <translation>आपका फेंका पत्ता</translation>
    </message>
    <message>
        <source>Drawn by {seat}</source>
        <translation>{seat} ने खींचा</translation>
    </message>
    <message>
        <source>Discarded by {seat}</source>
        <translation>{seat} ने फेंका</translation>
    </message>
    <message>
        <source>Drop your discard here</source>
        <translation>फेंकने वाला पत्ता यहाँ छोड़ें</translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation>आपका हाथ, पत्ते: {count}</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>&amp;Back to lobby</source>
        <translation>खेलों पर वापस (&amp;B)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>आँकड़े</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>AI स्तर</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>आपके नतीजे</translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln deals: green won, pale green won with take-backs, red lost, grey drawn; the gold line is your share of wins so far.</source>
        <translation>
            <numerusform>पिछली %Ln बाज़ी: हरा जीत, हल्का हरा चाल वापस लेकर जीत, लाल हार, धूसर बराबरी; सुनहरी रेखा अब तक जीत का आपका हिस्सा है।</numerusform>
            <numerusform>पिछली %Ln बाज़ियाँ: हरा जीत, हल्का हरा चाल वापस लेकर जीत, लाल हार, धूसर बराबरी; सुनहरी रेखा अब तक जीत का आपका हिस्सा है।</numerusform>
        </translation>
    </message>
    <message>
        <source>Past deals</source>
        <translation>पिछली बाज़ियाँ</translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln finished deals, newest first; Enter watches one again</source>
        <translation>
            <numerusform>पिछली %Ln पूरी हुई बाज़ी, सबसे नई ऊपर; Enter से उसे फिर देखें</numerusform>
            <numerusform>पिछली %Ln पूरी हुई बाज़ियाँ, सबसे नई ऊपर; Enter से कोई एक फिर देखें</numerusform>
        </translation>
    </message>
    <message>
        <source>The deals you finish are kept here, to watch again.</source>
        <translation>आपकी पूरी की गई बाज़ियाँ यहाँ रखी जाती हैं, ताकि आप उन्हें फिर से देख सकें।</translation>
    </message>
    <message>
        <source>&amp;Watch again</source>
        <translation>फिर से देखें (&amp;W)</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>सभी स्तर</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>खेली गई बाज़ियाँ</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>जीतीं</translation>
    </message>
    <message>
        <source>Won with take-backs</source>
        <translation>चाल वापस लेकर जीतीं</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>हारीं</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <source>Share of wins</source>
        <translation>जीत का हिस्सा</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>मौजूदा लगातार जीत</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>सबसे लंबी लगातार जीत</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>सबसे अच्छा हाथ</translation>
    </message>
    <message>
        <source>Average total of your wins</source>
        <translation>आपकी जीतों का औसत योग</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <comment>an MCR hand&apos;s points (fan)</comment>
        <translation>
            <numerusform>%Ln अंक</numerusform>
            <numerusform>%Ln अंक</numerusform>
        </translation>
    </message>
    <message>
        <source>Yes, reset</source>
        <translation>हाँ, रीसेट करें</translation>
    </message>
    <message>
        <source>&amp;Reset statistics</source>
        <translation>आँकड़े रीसेट करें (&amp;R)</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>रहने दें</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>अभी तक कोई बाज़ी नहीं खेली गई।</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Back to lobby</source>
        <translation>खेलों पर वापस</translation>
    </message>
    <message>
        <source>&amp;Back to lobby</source>
        <translation>खेलों पर वापस (&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>सुझाव (&amp;H)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>सुझाव</translation>
    </message>
    <message>
        <source>Ask the strong AI what it would play</source>
        <translation>मज़बूत AI से पूछें कि वह क्या चलता</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>AI स्तर</translation>
    </message>
    <message>
        <source>The AI&apos;s strength, from the next deal</source>
        <translation>AI की ताक़त, अगली बाज़ी से</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>नतीजे (&amp;R)</translation>
    </message>
    <message>
        <source>Show the results again</source>
        <translation>नतीजे फिर दिखाएँ</translation>
    </message>
    <message>
        <source>Show the results of the deal again</source>
        <translation>बाज़ी के नतीजे फिर दिखाएँ</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>ताश की मेज़</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>स्थिति</translation>
    </message>
    <message>
        <source>AI le&amp;vel:</source>
        <translation>AI स्तर (&amp;V):</translation>
    </message>
    <message>
        <source>Tak&amp;e back</source>
        <translation>चाल वापस लें (&amp;E)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>चाल वापस लें</translation>
    </message>
    <message>
        <source>Return to your previous decision (Ctrl+Z)</source>
        <translation>अपने पिछले फ़ैसले पर लौटें (Ctrl+Z)</translation>
    </message>
</context>
<context>
    <name>TakeBackWords</name>
    <message numerus="yes">
        <source>You took back %n move(s) in this deal: a win counts apart, outside your streaks.</source>
        <translation>
            <numerusform>आपने इस बाज़ी में %n चाल वापस ली: जीत अलग गिनी जाती है, लगातार जीतों से बाहर।</numerusform>
            <numerusform>आपने इस बाज़ी में %n चालें वापस लीं: जीत अलग गिनी जाती है, लगातार जीतों से बाहर।</numerusform>
        </translation>
    </message>
</context>
</TS>
