<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi">
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
        <translation>सुझाव: {card} से काटें</translation>
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
        <translation>सुझाव: ‘बस’ दबाएँ</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>AI सोच रहा है…</translation>
    </message>
    <message>
        <source>Beat the {card} or take</source>
        <translation>{card} को काटें या पत्ते उठाएँ</translation>
    </message>
    <message>
        <source>Your attack: lead any card</source>
        <translation>आपका हमला: कोई भी पत्ता चलें</translation>
    </message>
    <message>
        <source>The AI takes: add cards or press Done</source>
        <translation>AI पत्ते उठा रहा है: पत्ते जोड़ें या ‘बस’ दबाएँ</translation>
    </message>
    <message>
        <source>The AI takes: press Done</source>
        <translation>AI पत्ते उठा रहा है: ‘बस’ दबाएँ</translation>
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
    <message>
        <source>The AI got rid of all its cards; you were left holding {count}.</source>
        <translation>AI के सारे पत्ते निकल गए; आपके हाथ में {count} पत्ते बचे रहे।</translation>
    </message>
    <message>
        <source>You got rid of all your cards; the AI was left holding {count}.</source>
        <translation>आपके सारे पत्ते निकल गए; AI के हाथ में {count} पत्ते बचे रहे।</translation>
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
        <source>{rank} of {suit}</source>
        <comment>durak.card</comment>
        <translation>{suit} का {rank}</translation>
    </message>
    <message>
        <source>Seat {seat} attacks with the {card}.</source>
        <comment>durak.event.attack</comment>
        <translation>सीट {seat} {card} से हमला करती है।</translation>
    </message>
    <message>
        <source>Seat {attacker} attacks seat {defender}.</source>
        <comment>durak.event.bout</comment>
        <translation>सीट {attacker} सीट {defender} पर हमला करती है।</translation>
    </message>
    <message>
        <source>Six cards each; the trump card is the {card}.</source>
        <comment>durak.event.deal</comment>
        <translation>हर खिलाड़ी को छह पत्ते; तुरुप का पत्ता {card} है।</translation>
    </message>
    <message>
        <source>Seat {seat} beats the {attack} with the {card}.</source>
        <comment>durak.event.defend</comment>
        <translation>सीट {seat} {card} से {attack} को काटती है।</translation>
    </message>
    <message>
        <source>All beaten: {count} cards go to the discard pile.</source>
        <comment>durak.event.discard</comment>
        <translation>सब कट गए: {count} पत्ते फेंके गए पत्तों के ढेर में जाते हैं।</translation>
    </message>
    <message>
        <source>Seat {seat} draws {count} cards.</source>
        <comment>durak.event.draw</comment>
        <translation>सीट {seat} {count} पत्ते उठाती है।</translation>
    </message>
    <message>
        <source>Seat {seat} holds the lowest trump, the {card}, and attacks first.</source>
        <comment>durak.event.first_attacker</comment>
        <translation>सीट {seat} के पास सबसे छोटी तुरुप, {card}, है और वह पहले हमला करती है।</translation>
    </message>
    <message>
        <source>Nobody holds a trump: seat {seat} attacks first.</source>
        <comment>durak.event.first_attacker_no_trump</comment>
        <translation>किसी के पास तुरुप नहीं है: सीट {seat} पहले हमला करती है।</translation>
    </message>
    <message>
        <source>Seat {seat} picks up {count} cards.</source>
        <comment>durak.event.pick_up</comment>
        <translation>सीट {seat} {count} पत्ते उठा लेती है।</translation>
    </message>
    <message>
        <source>Seat {seat} takes.</source>
        <comment>durak.event.take</comment>
        <translation>सीट {seat} पत्ते उठाती है।</translation>
    </message>
    <message>
        <source>Seat {seat} draws the face-up trump, the {card}.</source>
        <comment>durak.event.trump_drawn</comment>
        <translation>सीट {seat} खुला तुरुप पत्ता, {card}, उठाती है।</translation>
    </message>
    <message>
        <source>The defender is taking: no more cards can be beaten this bout.</source>
        <comment>durak.illegal.already_taking</comment>
        <translation>बचाव करने वाला पत्ते उठा रहा है: इस दौर में अब कोई पत्ता नहीं काटा जा सकता।</translation>
    </message>
    <message>
        <source>This bout already holds {limit} attack cards, its limit.</source>
        <comment>durak.illegal.bout_full</comment>
        <translation>इस दौर में पहले से {limit} हमले के पत्ते हैं, यही सीमा है।</translation>
    </message>
    <message>
        <source>The {card} does not beat the {attack}.</source>
        <comment>durak.illegal.must_beat</comment>
        <translation>{card} से {attack} नहीं कटता।</translation>
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
        <source>Seat {seat} is left holding cards: the durak.</source>
        <comment>durak.outcome.durak</comment>
        <translation>सीट {seat} के हाथ में पत्ते बचे रहे: वही दुराक है।</translation>
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
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card</comment>
        <translation type="unfinished">{suit} का {rank}</translation>
    </message>
    <message>
        <source>Eight cards each; {count} cards in the stock.</source>
        <comment>kowah.event.deal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} declares cheki, waiting on the {face}.</source>
        <comment>kowah.event.declare</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} discards the {card}.</source>
        <comment>kowah.event.discard</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} draws from the stock.</source>
        <comment>kowah.event.draw</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} draws the {card}, face up.</source>
        <comment>kowah.event.draw_public</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} plays first.</source>
        <comment>kowah.event.first_player</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} receives eight cards.</source>
        <comment>kowah.event.hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} does not declare.</source>
        <comment>kowah.event.pass</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} takes the {card}.</source>
        <comment>kowah.event.take</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Old Thousand</source>
        <comment>kowah.honour.OT</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red Flower</source>
        <comment>kowah.honour.RF</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White Flower</source>
        <comment>kowah.honour.WF</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand is ready: declare or pass first.</source>
        <comment>kowah.illegal.decide_declaration</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may declare only just after your discard.</source>
        <comment>kowah.illegal.declare_after_discard</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already have nine cards: discard one.</source>
        <comment>kowah.illegal.discard_now</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw from the stock or take the latest discard first.</source>
        <comment>kowah.illegal.draw_first</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first turn must draw from the stock.</source>
        <comment>kowah.illegal.first_turn_draws</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand is declared and locked: you draw from the stock only.</source>
        <comment>kowah.illegal.locked_draws</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no discard to take.</source>
        <comment>kowah.illegal.no_discard</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {face} cannot be the waiting pair of this hand.</source>
        <comment>kowah.illegal.not_a_wait</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>kowah.illegal.not_in_hand</comment>
        <translation type="unfinished">आपके पास {card} नहीं है।</translation>
    </message>
    <message>
        <source>Your hand is not ready: you need two triples and an identical pair.</source>
        <comment>kowah.illegal.not_ready</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot discard the {card} you have just taken.</source>
        <comment>kowah.illegal.taken_card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} wins on the {card} discarded by seat {source}: ×2.</source>
        <comment>kowah.outcome.claimed_discard</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} wins on the {card} drawn by seat {source}: ×1.</source>
        <comment>kowah.outcome.claimed_draw</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is empty and nobody won: the deal is drawn.</source>
        <comment>kowah.outcome.exhausted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} draws the {card} and wins: ×3.</source>
        <comment>kowah.outcome.self_drawn</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One</source>
        <comment>kowah.rank.1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two</source>
        <comment>kowah.rank.2</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three</source>
        <comment>kowah.rank.3</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four</source>
        <comment>kowah.rank.4</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five</source>
        <comment>kowah.rank.5</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six</source>
        <comment>kowah.rank.6</comment>
        <translation type="unfinished">छक्का</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>kowah.rank.7</comment>
        <translation type="unfinished">सत्ता</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>kowah.rank.8</comment>
        <translation type="unfinished">अट्ठा</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>kowah.rank.9</comment>
        <translation type="unfinished">नहला</translation>
    </message>
    <message>
        <source>Coins</source>
        <comment>kowah.suit.C</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Myriads</source>
        <comment>kowah.suit.M</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strings</source>
        <comment>kowah.suit.S</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tile} cannot be the middle tile of a chow.</source>
        <comment>mahjong.error.bad_chow</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{flag} must be true or false, not {value!r}.</source>
        <comment>mahjong.error.bad_flag</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flower count must be 0-8, not {value!r}.</source>
        <comment>mahjong.error.bad_flowers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a valid JSON object: {detail}</source>
        <comment>mahjong.error.bad_json</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown set type {kind!r} (use CHI, PENG or GANG).</source>
        <comment>mahjong.error.bad_meld</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read {text!r}: {detail}</source>
        <comment>mahjong.error.bad_notation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set offer must be 0-3 (a chow: 1-3), not {offer!r}.</source>
        <comment>mahjong.error.bad_offer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{which} wind must be 0-3 (East, South, West, North), not {value!r}.</source>
        <comment>mahjong.error.bad_wind</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty line.</source>
        <comment>mahjong.error.empty_line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are only four copies of {tile}, this hand uses {count}.</source>
        <comment>mahjong.error.fifth_copy</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flower cannot be part of the hand; count it in the flowers instead.</source>
        <comment>mahjong.error.flower_in_hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internal error ({detail}); please report this hand.</source>
        <comment>mahjong.error.internal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last Tile means the other three {tile} are visible, but the hand holds another one.</source>
        <comment>mahjong.error.last_tile_held</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing field {field!r}.</source>
        <comment>mahjong.error.missing_field</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a complete winning hand.</source>
        <comment>mahjong.error.not_complete</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A win on a kong replacement tile needs a declared kong.</source>
        <comment>mahjong.error.replacement_without_kong</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot rob a kong of {tile}: the hand already holds or shows that tile.</source>
        <comment>mahjong.error.rob_held_tile</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hand has at most four declared sets, not {count}.</source>
        <comment>mahjong.error.too_many_melds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown tile {tile!r}.</source>
        <comment>mahjong.error.unknown_tile</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {melds} declared sets the hand needs {need} concealed tiles besides the winning tile, not {count}.</source>
        <comment>mahjong.error.wrong_count</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {melds} declared sets the hand needs {need} concealed tiles, not {count}.</source>
        <comment>mahjong.error.wrong_shanten_count</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} adds the {tile} to a pung.</source>
        <comment>mahjong.event.added_kong</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} chows the {tile}.</source>
        <comment>mahjong.event.chow</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} declares a concealed kong.</source>
        <comment>mahjong.event.concealed_kong</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} is East and deals: 14 tiles to East, 13 to the others.</source>
        <comment>mahjong.event.deal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} discards the {tile}.</source>
        <comment>mahjong.event.discard</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} draws a tile.</source>
        <comment>mahjong.event.draw</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} makes an exposed kong with the {tile}.</source>
        <comment>mahjong.event.exposed_kong</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} shows the {tile} and draws a replacement.</source>
        <comment>mahjong.event.flower</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} receives {count} tiles.</source>
        <comment>mahjong.event.hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} pungs the {tile}.</source>
        <comment>mahjong.event.pung</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} draws a replacement tile from the end of the wall.</source>
        <comment>mahjong.event.replacement</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} robs the kong.</source>
        <comment>mahjong.event.robbed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Chows</source>
        <comment>mahjong.fan.all_chows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Even Pungs</source>
        <comment>mahjong.fan.all_even_pungs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Five</source>
        <comment>mahjong.fan.all_five</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Green</source>
        <comment>mahjong.fan.all_green</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Honors</source>
        <comment>mahjong.fan.all_honors</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Pungs</source>
        <comment>mahjong.fan.all_pungs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Simples</source>
        <comment>mahjong.fan.all_simples</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Terminals</source>
        <comment>mahjong.fan.all_terminals</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Terminals and Honors</source>
        <comment>mahjong.fan.all_terminals_and_honors</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Types</source>
        <comment>mahjong.fan.all_types</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big Four Winds</source>
        <comment>mahjong.fan.big_four_winds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <comment>mahjong.fan.big_three_dragons</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big Three Winds</source>
        <comment>mahjong.fan.big_three_winds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chicken Hand</source>
        <comment>mahjong.fan.chicken_hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed Wait</source>
        <comment>mahjong.fan.closed_wait</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <comment>mahjong.fan.concealed_hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concealed Kong</source>
        <comment>mahjong.fan.concealed_kong</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double Pung</source>
        <comment>mahjong.fan.double_pung</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Pung</source>
        <comment>mahjong.fan.dragon_pung</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge Wait</source>
        <comment>mahjong.fan.edge_wait</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flower Tiles</source>
        <comment>mahjong.fan.flower_tiles</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four Concealed Pungs</source>
        <comment>mahjong.fan.four_concealed_pungs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four Kongs</source>
        <comment>mahjong.fan.four_kongs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four Pure Shifted Chows</source>
        <comment>mahjong.fan.four_pure_shifted_chows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four Pure Shifted Pungs</source>
        <comment>mahjong.fan.four_pure_shifted_pungs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full Flush</source>
        <comment>mahjong.fan.full_flush</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fully Concealed Hand</source>
        <comment>mahjong.fan.fully_concealed_hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greater Honors and Knitted Tiles</source>
        <comment>mahjong.fan.greater_honors_and_knitted_tiles</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half Flush</source>
        <comment>mahjong.fan.half_flush</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knitted Straight</source>
        <comment>mahjong.fan.knitted_straight</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last Tile</source>
        <comment>mahjong.fan.last_tile</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last Tile Claim</source>
        <comment>mahjong.fan.last_tile_claim</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <comment>mahjong.fan.last_tile_draw</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesser Honors and Knitted Tiles</source>
        <comment>mahjong.fan.lesser_honors_and_knitted_tiles</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Little Four Winds</source>
        <comment>mahjong.fan.little_four_winds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <comment>mahjong.fan.little_three_dragons</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower Four</source>
        <comment>mahjong.fan.lower_four</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower Tiles</source>
        <comment>mahjong.fan.lower_tiles</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melded Hand</source>
        <comment>mahjong.fan.melded_hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melded Kong</source>
        <comment>mahjong.fan.melded_kong</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle Tiles</source>
        <comment>mahjong.fan.middle_tiles</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed Double Chow</source>
        <comment>mahjong.fan.mixed_double_chow</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed Shifted Chows</source>
        <comment>mahjong.fan.mixed_shifted_chows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed Shifted Pungs</source>
        <comment>mahjong.fan.mixed_shifted_pungs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed Straight</source>
        <comment>mahjong.fan.mixed_straight</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed Triple Chow</source>
        <comment>mahjong.fan.mixed_triple_chow</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine Gates</source>
        <comment>mahjong.fan.nine_gates</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Honors</source>
        <comment>mahjong.fan.no_honors</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Voided Suit</source>
        <comment>mahjong.fan.one_voided_suit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out with Replacement Tile</source>
        <comment>mahjong.fan.out_with_replacement_tile</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside Hand</source>
        <comment>mahjong.fan.outside_hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prevalent Wind</source>
        <comment>mahjong.fan.prevalent_wind</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pung of Terminals or Honors</source>
        <comment>mahjong.fan.pung_of_terminals_or_honors</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pure Double Chow</source>
        <comment>mahjong.fan.pure_double_chow</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pure Shifted Chows</source>
        <comment>mahjong.fan.pure_shifted_chows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pure Shifted Pungs</source>
        <comment>mahjong.fan.pure_shifted_pungs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pure Straight</source>
        <comment>mahjong.fan.pure_straight</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pure Terminal Chows</source>
        <comment>mahjong.fan.pure_terminal_chows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pure Triple Chow</source>
        <comment>mahjong.fan.pure_triple_chow</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quadruple Chow</source>
        <comment>mahjong.fan.quadruple_chow</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reversible Tiles</source>
        <comment>mahjong.fan.reversible_tiles</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <comment>mahjong.fan.robbing_the_kong</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat Wind</source>
        <comment>mahjong.fan.seat_wind</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-Drawn</source>
        <comment>mahjong.fan.self_drawn</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven Pairs</source>
        <comment>mahjong.fan.seven_pairs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <comment>mahjong.fan.seven_shifted_pairs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short Straight</source>
        <comment>mahjong.fan.short_straight</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single Wait</source>
        <comment>mahjong.fan.single_wait</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <comment>mahjong.fan.thirteen_orphans</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three Concealed Pungs</source>
        <comment>mahjong.fan.three_concealed_pungs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three Kongs</source>
        <comment>mahjong.fan.three_kongs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-Suited Terminal Chows</source>
        <comment>mahjong.fan.three_suited_terminal_chows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile Hog</source>
        <comment>mahjong.fan.tile_hog</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple Pung</source>
        <comment>mahjong.fan.triple_pung</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Concealed Kongs</source>
        <comment>mahjong.fan.two_concealed_kongs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Concealed Pungs</source>
        <comment>mahjong.fan.two_concealed_pungs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Dragon Pungs</source>
        <comment>mahjong.fan.two_dragon_pungs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Melded Kongs</source>
        <comment>mahjong.fan.two_melded_kongs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Terminal Chows</source>
        <comment>mahjong.fan.two_terminal_chows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper Four</source>
        <comment>mahjong.fan.upper_four</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper Tiles</source>
        <comment>mahjong.fan.upper_tiles</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the discard first: claim it or pass.</source>
        <comment>mahjong.illegal.answer_claim</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the player after the discarder may chow.</source>
        <comment>mahjong.illegal.chow_next_only</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a chow or pung, discard before any kong or win.</source>
        <comment>mahjong.illegal.discard_first</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand does not make that chow with the {tile}.</source>
        <comment>mahjong.illegal.no_chow</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no tile to claim now.</source>
        <comment>mahjong.illegal.no_claim_open</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A concealed kong needs four {tile} in your hand.</source>
        <comment>mahjong.illegal.no_four</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An exposed kong needs three {tile} in your hand.</source>
        <comment>mahjong.illegal.no_kong</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pung needs two {tile} in your hand.</source>
        <comment>mahjong.illegal.no_pung</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An added kong needs your exposed pung of {tile} and the fourth tile in your hand.</source>
        <comment>mahjong.illegal.no_pung_to_extend</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A kong needs a replacement tile, and the wall is empty.</source>
        <comment>mahjong.illegal.no_replacement</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a winning hand.</source>
        <comment>mahjong.illegal.not_a_win</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold that {tile}.</source>
        <comment>mahjong.illegal.not_in_hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can only win by self-draw on a tile you just drew.</source>
        <comment>mahjong.illegal.not_your_draw</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tile added to a kong can only be taken to win.</source>
        <comment>mahjong.illegal.rob_only_win</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand scores {points} points before flowers; a win needs at least {minimum}.</source>
        <comment>mahjong.illegal.under_minimum</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} wins on seat {discarder}&apos;s discard: {total} points.</source>
        <comment>mahjong.outcome.discard</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wall is exhausted with no winner: a draw.</source>
        <comment>mahjong.outcome.exhausted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} robs seat {discarder}&apos;s kong: {total} points.</source>
        <comment>mahjong.outcome.rob</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} wins by self-draw: {total} points.</source>
        <comment>mahjong.outcome.self_drawn</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bamboo</source>
        <comment>mahjong.suit.bamboo</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>characters</source>
        <comment>mahjong.suit.characters</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dots</source>
        <comment>mahjong.suit.dots</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East Wind</source>
        <comment>mahjong.tile.east</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flower {number}</source>
        <comment>mahjong.tile.flower</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green Dragon</source>
        <comment>mahjong.tile.green</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North Wind</source>
        <comment>mahjong.tile.north</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>mahjong.tile.numbered</comment>
        <translation type="unfinished">{suit} का {rank}</translation>
    </message>
    <message>
        <source>Red Dragon</source>
        <comment>mahjong.tile.red</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South Wind</source>
        <comment>mahjong.tile.south</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West Wind</source>
        <comment>mahjong.tile.west</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White Dragon</source>
        <comment>mahjong.tile.white</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{colour} {character}</source>
        <comment>sisepai.card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advisor</source>
        <comment>sisepai.character.A</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chariot</source>
        <comment>sisepai.character.C</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elephant</source>
        <comment>sisepai.character.E</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <comment>sisepai.character.G</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse</source>
        <comment>sisepai.character.H</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannon</source>
        <comment>sisepai.character.N</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soldier</source>
        <comment>sisepai.character.S</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <comment>sisepai.colour.G</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <comment>sisepai.colour.R</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <comment>sisepai.colour.W</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <comment>sisepai.colour.Y</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody takes the {card}: it counts as seat {seat}&apos;s discard.</source>
        <comment>sisepai.event.becomes_discard</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} takes the {card} and shows a {meld}.</source>
        <comment>sisepai.event.claim</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twenty cards each; seat {seat} deals and draws first.</source>
        <comment>sisepai.event.deal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} discards the {card}.</source>
        <comment>sisepai.event.discard</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} draws the {card}.</source>
        <comment>sisepai.event.draw</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} is dealt {count} cards.</source>
        <comment>sisepai.event.hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody takes the {card}.</source>
        <comment>sisepai.event.to_pile</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chrysanthemum flower</source>
        <comment>sisepai.flower.CH</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lotus flower</source>
        <comment>sisepai.flower.LO</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orchid flower</source>
        <comment>sisepai.flower.OR</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peach flower</source>
        <comment>sisepai.flower.PE</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plum flower</source>
        <comment>sisepai.flower.PL</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a card from your hidden hand first.</source>
        <comment>sisepai.illegal.must_discard</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew a General or a flower: you must take it.</source>
        <comment>sisepai.illegal.must_take</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generals and flowers can never be discarded.</source>
        <comment>sisepai.illegal.never_discard</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That claim would leave you nothing you may discard.</source>
        <comment>sisepai.illegal.no_discard_left</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A claim that does not win cannot make a pair.</source>
        <comment>sisepai.illegal.no_pair</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Those cards and the {card} do not form a legal group.</source>
        <comment>sisepai.illegal.not_a_group</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards and the {card} do not all form melds.</source>
        <comment>sisepai.illegal.not_a_win</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>sisepai.illegal.not_in_hand</comment>
        <translation type="unfinished">आपके पास {card} नहीं है।</translation>
    </message>
    <message>
        <source>You discard only after taking a card.</source>
        <comment>sisepai.illegal.nothing_to_discard</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the drawer and the next player may claim for a mixed group; you may claim only for a triple or a quad.</source>
        <comment>sisepai.illegal.only_sets</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the drawer may take a General or a flower, unless it wins.</source>
        <comment>sisepai.illegal.only_to_win</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody claims their own discard.</source>
        <comment>sisepai.illegal.own_discard</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command group</source>
        <comment>sisepai.meld.command</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field group</source>
        <comment>sisepai.meld.field</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flower</source>
        <comment>sisepai.meld.flower</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single General</source>
        <comment>sisepai.meld.general</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair</source>
        <comment>sisepai.meld.pair</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quad</source>
        <comment>sisepai.meld.quad</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soldier group</source>
        <comment>sisepai.meld.soldiers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triple</source>
        <comment>sisepai.meld.triple</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is exhausted with no winner: a draw.</source>
        <comment>sisepai.outcome.exhausted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} wins with the {card}: {points} points.</source>
        <comment>sisepai.outcome.win</comment>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the unfinished deal of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New deal of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is coming in a later version.</source>
        <translation>%1 अगले संस्करण में आएगा।</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>जल्द आ रहा है</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Sì Sè Pái</source>
        <translation>सी से पाई</translation>
    </message>
    <message>
        <source>Southern Fujian tradition · China</source>
        <translation>दक्षिणी फ़ुज़ियान की परंपरा · चीन</translation>
    </message>
    <message>
        <source>Chess pieces and soldiers in four colours: Red, Yellow, White and Green.</source>
        <translation>चार रंगों में शतरंज के मोहरे और सैनिक: लाल, पीला, सफ़ेद और हरा।</translation>
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
</context>
<context>
    <name>Header</name>
    <message>
        <source>&amp;Language</source>
        <translation>भाषा (&amp;L)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>भाषा</translation>
    </message>
    <message>
        <source>&amp;Contrast</source>
        <translation>कंट्रास्ट (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Grain</source>
        <translation>ग्रेन (&amp;G)</translation>
    </message>
    <message>
        <source>Colour &amp;temperature</source>
        <translation>रंग तापमान (&amp;T)</translation>
    </message>
</context>
<context>
    <name>KowahController</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left AI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: draw from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: take the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: discard the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: declare cheki, exposing the pair of {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: do not declare yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheki! You wait on the {face}: draw from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first turn must draw: click the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw from the stock, or take the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the {card} again (or press Enter) to discard it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a card: click it twice, or drag it to the discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand is ready: declare cheki, or stay silent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal is drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×{multiplier}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win {times}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} wins {times}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock ran out and neither the last card nor its discard completed a waiting pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew the {card} yourself, the third of your waiting pair: self-drawn, ×3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{winner} drew the {card}, the third of its waiting pair: self-drawn, ×3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A drawn card is checked for the drawer first, then round the table in turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} drew the {card} face up and it completed your waiting pair: ×1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew the {card} face up and it completed {winner}&apos;s waiting pair: ×1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} drew the {card} face up and it completed {winner}&apos;s waiting pair: ×1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A discard is checked round the table in turn, from the seat after the discarder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} discarded the {card} and it completed your waiting pair: ×2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You discarded the {card} and it completed {winner}&apos;s waiting pair: ×2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{source} discarded the {card} and it completed {winner}&apos;s waiting pair: ×2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} ({level}) · cards: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s hand, cards: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} waits on the {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation type="unfinished">गड्डी, पत्ते: {count}</translation>
    </message>
    <message>
        <source>Discards · {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discards, cards: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} drew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The latest face-up draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation type="unfinished">आपका हाथ, पत्ते: {count}</translation>
    </message>
    <message>
        <source>You · cheki</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KowahTable</name>
    <message>
        <source>&amp;Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the top card of the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take</source>
        <translation type="unfinished">उठाएँ (&amp;T)</translation>
    </message>
    <message>
        <source>Take</source>
        <translation type="unfinished">उठाएँ</translation>
    </message>
    <message>
        <source>Take the latest discard (not on your first turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;clare cheki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare cheki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock your ready hand and expose the waiting pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stay silent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay silent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing without declaring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expose the pair of {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(hint)</source>
        <translation type="unfinished"></translation>
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
    <name>MainWindow</name>
    <message>
        <source>Your settings file could not be read. It was kept as %1 and the default settings are used.</source>
        <translation>आपकी सेटिंग फ़ाइल पढ़ी नहीं जा सकी। उसे %1 नाम से सुरक्षित रखा गया है और डिफ़ॉल्ट सेटिंग इस्तेमाल की जा रही हैं।</translation>
    </message>
    <message>
        <source>Your statistics file could not be read. It was kept as %1 and counting starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was saved by a newer version of Cardavia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its format is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it belongs to another game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your unfinished %1 deal could not be continued: %2. The file was kept as %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cardavia</source>
        <translation>Cardavia</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Dismiss</source>
        <translation>बंद करें</translation>
    </message>
</context>
<context>
    <name>OptionsButton</name>
    <message>
        <source>Options</source>
        <translation>विकल्प</translation>
    </message>
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
</context>
<context>
    <name>RulesDurak</name>
    <message>
        <source>Durak</source>
        <translation type="unfinished">दुराक</translation>
    </message>
    <message>
        <source>Durak comes from Russia and is played with a pack of 36 cards. This table seats two players, you against one AI, for a single deal. Defend with a higher card of the same suit or a trump, and add attacks that match ranks already on the table. After the stock runs out, the last player still holding cards becomes the &lt;i&gt;durak&lt;/i&gt;: the fool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get rid of all your cards once the stock has run out. The last player still holding cards loses and is the durak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If both players go out in the same bout, the deal is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game uses a 36-card Russian “Atlas” (Атласные) pack of four suits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In each suit the cards rank from low to high: 6, 7, 8, 9, 10, Jack (Валет), Queen (Дама), King (Король), Ace (Туз).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player is dealt six cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next card is turned face up. Its suit is &lt;b&gt;trump&lt;/b&gt; for the whole deal. The card is placed face up under the stock, so it is the last card to be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player holding the lowest trump attacks first. If neither of you holds a trump, you attack first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is a series of bouts. In each bout one player attacks and the other defends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack.&lt;/b&gt; The attacker leads any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Defence.&lt;/b&gt; The defender beats the attack card with a higher card of the same suit or, if the attack card is not a trump, with any trump. Only a higher trump beats a trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No need to follow suit.&lt;/b&gt; The defender may beat a card with a trump even while holding a higher card of its suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Adding attacks.&lt;/b&gt; After each attack card is beaten, the attacker may add one more card whose rank matches any attack or defence card on the table, or stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The limit.&lt;/b&gt; A bout holds at most six attack cards, and never more attack cards than the defender held at the start of the bout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Taking.&lt;/b&gt; Instead of beating, the defender may take. The attacker may still add matching cards within the bout&apos;s limits before stopping. The defender then picks up every card played in the bout and loses the next attack: at this two-player table the same attacker attacks again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Beaten off.&lt;/b&gt; If every attack card is beaten and the attacker stops, all the cards on the table are discarded and the defender becomes the next attacker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Drawing up.&lt;/b&gt; After each bout the bout&apos;s attacker refills their hand to six cards from the stock first, then the defender. When the stock cannot cover both, draw in that order until it runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End and scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no card points. Once the stock is empty, hands are checked only after a complete bout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both hands empty: the deal is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise the player still holding cards is the durak, and the other player wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Throw-in only.&lt;/b&gt; This is &lt;i&gt;podkidnoy&lt;/i&gt; (throw-in) Durak. There is no transfer (&lt;i&gt;perevodnoy&lt;/i&gt;) move: the defender can never pass an attack back by adding a card of the same rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Counting the limit.&lt;/b&gt; The defender&apos;s hand size that limits a bout is counted before the first attack card is played. Cards the defender picks up during the bout do not raise the limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;After “take”.&lt;/b&gt; Once the defender has said take, the attacker may add cards that match ranks on the table, up to the limit, and then stops. The defender cannot beat any more cards in that bout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;When cards may be added.&lt;/b&gt; The attacker may add a card only when every attack card on the table is beaten, or after the defender has said take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The trump card.&lt;/b&gt; The face-up trump card is drawn last, as a normal card, by whichever player&apos;s draw reaches it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;First attacker.&lt;/b&gt; There is never a tie: only one card can be the lowest trump. If neither hand holds a trump, you attack first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Running out mid-bout.&lt;/b&gt; If the attacker runs out of cards while the stock is empty, the bout is still finished: the defender beats or takes what is on the table. Only then are the hands checked for the end of the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;When the deal ends.&lt;/b&gt; The deal ends when the stock is empty and, after a complete bout, at least one hand is empty. A player who goes out while the stock still holds cards simply refills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;When you may take.&lt;/b&gt; The defender may take whenever an attack card faces them unbeaten, even after beating earlier cards of the same bout. Taking picks up every card of the bout, beaten or not.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesKowah</name>
    <message>
        <source>Kowah (Cheki)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kowah, also called Cheki or Ceki, is a traditional money-card game of the Chinese communities in Java, Indonesia, played with 120 cards. This table seats three players, you against two AI, for one deal. Make two triples and an identical pair, declare &lt;i&gt;cheki&lt;/i&gt;, then wait for the third matching card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You and the two AI players each play for yourselves. Make two triples and an identical pair, declare &lt;i&gt;cheki&lt;/i&gt;, then take the third exact match of your pair to win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the stock runs out with no winner, the deal is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kowah is traditional among Chinese communities in Indonesia and the Malay world.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It uses the compatible 120-card subset of the Chinese money-suited pack: four each of Coins, Strings and Myriads 1 to 9, plus four each of the first three honours. The twelve White Snake, Green Snake and Monk extras are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The three honours are Old Thousand (老千), Red Flower (紅花) and White Flower (白花): three distinct kinds, never wild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordinary triples match by rank, whatever the suit. Honours match only their own kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player is dealt eight cards, and the first player is chosen at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw from the stock or take the latest discard, then discard one card to return to eight. Your first turn must draw from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring.&lt;/b&gt; After discarding you may declare ready (&lt;i&gt;cheki&lt;/i&gt;) if your eight cards make two triples and one identical pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Triples.&lt;/b&gt; An ordinary triple may mix suits: a Five of Coins, a Five of Strings and a Five of Myriads make a triple. An honour triple must be three of one kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The pair.&lt;/b&gt; The pair must match by suit as well as rank, such as two Twos of Coins, or be two of one honour kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair and triple of one rank.&lt;/b&gt; If the pair shares its rank with a triple, those five cards must be two of one suit, two of a second and one of the third: for example two Fives of Coins, two Fives of Strings and one Five of Myriads. You may expose either the Coins pair or the Strings pair as your waiting pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;After declaring.&lt;/b&gt; This table plays the public-waiting-pair variant. Your eight declared cards are locked, and your waiting pair is shown face up. From then on you draw a new card and discard that same card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Winning.&lt;/b&gt; A third exact match of your waiting pair wins automatically, even out of turn, whether you draw it yourself or an opponent draws or discards it. When several players can win on the same card, normal rotation order decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring and end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After any declaration, draws from the stock are public. A win scores a multiplier that depends on where the winning card comes from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn by the winner (self-drawn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarded by an opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn by an opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result shows the win multiplier; there is no cash or match total. If the last stock draw brings no winner, the deal is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game uses 120 cards: three money suits and three honours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins (餅)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strings (索)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Myriads (萬)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Honours: Old Thousand 老千, Red Flower 紅花, White Flower 白花</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring is the only way to win.&lt;/b&gt; Eight ready cards, then a declaration, then the third exact match of the exposed pair. A hand that is complete without a declaration does not win. Declaring is your choice when you are ready; nobody is ever forced to declare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ready hands.&lt;/b&gt; A ready hand is two triples, each three cards of one rank in any suits or three of one honour kind, plus one pair identical in suit and rank, or two of one honour kind. The two triples may share a rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair and triple of one rank.&lt;/b&gt; The five cards must split two, two and one by suit; three identical cards plus a pair of the same rank is not ready. A hand is ready when at least one way of arranging it into two triples and a pair meets every condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Choosing your pair.&lt;/b&gt; In the two-two-one case you choose which pair to expose when you declare. The choice is final: only the third copy of that pair wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A dead wait.&lt;/b&gt; A wait can die when both remaining copies of the pair are visible elsewhere. The hand stays locked; a declaration cannot be withdrawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Public draws.&lt;/b&gt; Once anyone has declared, every stock draw is shown face up before the drawer may use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Who wins first.&lt;/b&gt; On a drawn card the drawer is checked first if declared (self-drawn, ×3), then the others in rotation from the drawer (×1). On a discard the checks rotate from the seat after the discarder (×2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Declared players.&lt;/b&gt; A declared player draws from the stock only, and a drawn card that does not win is discarded at once. A declared player never takes a discard except to win with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The latest discard.&lt;/b&gt; This is the discard made just before your turn. You may not take it and discard the same card in the same turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;What is shown.&lt;/b&gt; Only the declared pair is face up. The two triples stay face down, but locked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;First turns.&lt;/b&gt; Every player&apos;s first turn must draw from the stock, not only the first turn of the deal. A ready hand dealt to you can be declared only after your first draw and discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn deal.&lt;/b&gt; The deal is drawn once the win checks on the last stock card, and on its discard, find no winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Direction of play.&lt;/b&gt; Play runs anticlockwise: you, then the player on your right, then the player on your left. Win checks follow the same rotation.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesMahjong</name>
    <message>
        <source>Chinese Official Mahjong (MCR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese Official Mahjong comes from China and is played with 144 tiles. This table seats four players, you against three AI, for one deal. Find scoring patterns in your hand and reach eight points under the Chinese Official rules (the Mahjong Competition Rules, or MCR), with flower points counted separately.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A winning hand needs at least eight points before flowers. All four players compete individually; the first valid win ends the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the wall runs out with no winner, the deal is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles and sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Suits:&lt;/b&gt; characters, bamboo and dots, each numbered 1 to 9. The 1s and 9s are &lt;b&gt;terminals&lt;/b&gt;; 2 to 8 are &lt;b&gt;simples&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Honors:&lt;/b&gt; the four winds (East, South, West, North) and the three dragons (red, green, white).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Flowers:&lt;/b&gt; eight bonus tiles. They are never part of a hand&apos;s sets; each one is worth 1 point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Chow:&lt;/b&gt; three consecutive tiles of one suit. &lt;b&gt;Pung:&lt;/b&gt; three identical tiles. &lt;b&gt;Kong:&lt;/b&gt; four identical tiles. &lt;b&gt;Pair:&lt;/b&gt; two identical tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A set made with a claimed discard is &lt;b&gt;melded&lt;/b&gt; and shown on the table; a set built only from your own draws is &lt;b&gt;concealed&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted tiles:&lt;/b&gt; the runs 1-4-7, 2-5-8 and 3-6-9, each in a different suit. All nine together form a &lt;b&gt;knitted straight&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Fan:&lt;/b&gt; a scoring pattern. A hand&apos;s points are the sum of its fan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>144 tiles: characters, bamboo and dots 1 to 9 (four of each), four of each wind and dragon, and eight flowers (plum, orchid, chrysanthemum, bamboo; spring, summer, autumn, winter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each flower is worth 1 bonus point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer receives 14 tiles, the others 13.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flowers are exposed at once and replaced from the end of the wall, again if the replacement is also a flower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prevalent (round) wind is East. Seat winds run East, South, West, North from the dealer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On your turn, draw a tile, then discard one: select a tile and confirm the discard. The four copies of a tile look alike, but each is its own tile, and you choose exactly which one you play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Claiming a discard.&lt;/b&gt; When a tile is discarded, the other players may claim it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any other player may claim a discard to complete a win, a pung or an exposed kong. Only the next player may chow it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All responses are collected before the tile is awarded. A win beats a pung or kong, which beats a chow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal claims follow seating order after the discarder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Kongs.&lt;/b&gt; A kong counts as one set of the hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four matching tiles in your hand may be declared a concealed kong. A fourth tile may extend an exposed pung into an added kong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After any kong, draw a replacement tile from the end of the wall, then discard. A kong may be declared only while a replacement tile is available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An added kong can be robbed: another player may win on the tile you add. A concealed kong cannot be robbed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a chow or pung, you discard before you can declare a concealed or added kong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning hands and scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A standard win is four melds (chows, pungs or kongs) and a pair. These special hands also win:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Seven Pairs:&lt;/b&gt; any seven pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Seven Shifted Pairs:&lt;/b&gt; seven pairs of consecutive numbers in one suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Thirteen Orphans:&lt;/b&gt; one of each terminal and honor, plus a second copy of any one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Lesser Honors and Knitted Tiles:&lt;/b&gt; fourteen different single tiles, taken from the knitted runs and the honors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Greater Honors and Knitted Tiles:&lt;/b&gt; the same, with all seven honors among them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted Straight hands:&lt;/b&gt; the nine knitted tiles plus one more set and a pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand is scored with the highest valid total under MCR values and exclusions. Winds, dragons, concealed pungs, kongs, waits and the way you won all count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some fan already include others, and the included fan are not counted again. For example, Big Four Winds is not also scored as Big Three Winds, Prevalent Wind or Seat Wind, and Seven Pairs is not also scored as Concealed Hand or Single Wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flowers are added only after the eight-point minimum is met.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 81 fan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These are all the scoring patterns of the Chinese Official rules, from the highest value to the lowest. Flower Tiles scores 1 point for each flower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big Four Winds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine Gates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four Kongs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Terminals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Little Four Winds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Honors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four Concealed Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pure Terminal Chows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quadruple Chow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four Pure Shifted Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four Pure Shifted Chows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three Kongs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Terminals and Honors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greater Honors and Knitted Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Even Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pure Triple Chow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pure Shifted Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pure Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three-Suited Terminal Chows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pure Shifted Chows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triple Pung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three Concealed Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesser Honors and Knitted Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knitted Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big Three Winds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reversible Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed Triple Chow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed Shifted Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chicken Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last Tile Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out with Replacement Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed Shifted Chows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melded Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Concealed Kongs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Dragon Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fully Concealed Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Melded Kongs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Pung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prevalent Wind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat Wind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Chows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile Hog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double Pung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Concealed Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concealed Kong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Simples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pure Double Chow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed Double Chow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Terminal Chows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pung of Terminals or Honors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melded Kong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Voided Suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Honors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge Wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed Wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single Wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flower Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settlement and end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Self-drawn win:&lt;/b&gt; each opponent pays 8 plus the hand total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Win on a discard:&lt;/b&gt; the discarder pays 8 plus the hand total; each of the other two opponents pays 8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand total includes flowers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When several players declare a win on the same discard, only the nearest player after the discarder wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payments are shown as points; no money is involved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Example:&lt;/i&gt; you win with a 10-point hand and two flowers, a total of 12. If you drew the winning tile yourself, each opponent pays you 20, 60 in all. If you won on a discard, the discarder pays 20 and the other two pay 8 each, 36 in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If a player needs to draw and no tile is left in the wall, the deal is a draw and nobody pays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Paying for a discard win.&lt;/b&gt; The discarder pays 8 plus the total, and &lt;i&gt;each&lt;/i&gt; of the other two opponents pays 8, as in standard MCR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Special wins.&lt;/b&gt; Winning on a kong replacement tile (Out with Replacement Tile), Robbing the Kong, winning on the last tile of the wall (Last Tile Draw or Last Tile Claim) and Last Tile (the fourth copy of a tile, the other three already visible) are scored as MCR defines them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The last tile of the wall.&lt;/b&gt; It is drawn normally, and its discard can still be won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The wall.&lt;/b&gt; All 144 tiles form the wall. There is no dead wall apart from the replacement draws from its end. The deal is drawn when a player would need to draw and no tile is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Chicken Hand.&lt;/b&gt; A hand that scores no other fan still wins as Chicken Hand, worth 8 points. Flowers never help reach the 8-point minimum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring a win.&lt;/b&gt; Only a win worth at least 8 points before flowers can be declared: you are offered &lt;i&gt;Hu&lt;/i&gt; only then, and an AI never declares a smaller win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Several winners.&lt;/b&gt; When more than one player declares a win on the same discard, only the nearest claimant after the discarder wins (head bump).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Seats.&lt;/b&gt; The dealer (East) is chosen at random for the deal. Play runs anticlockwise: East, then South on East&apos;s right, West opposite and North on East&apos;s left. You always sit at the bottom of the table, whatever your wind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is forced.&lt;/b&gt; You may always pass on a claim, and you may decline a self-drawn win. Nobody has to claim or to win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted straight.&lt;/b&gt; The nine knitted tiles are always concealed: they cannot be claimed into the straight. The hand&apos;s remaining set may be exposed, as in MCR.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sì Sè Pái (Four Color Cards, 四色牌) belongs to the Southern Fujian tradition of China. Its traditional pack has 120 cards: chess pieces and soldiers in four colours, Red, Yellow, White and Green. This table seats four players, you against three AI, for one deal. Use command groups, field groups, identical sets and mixed-colour soldier groups to meld all 21 cards, including the new card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You and the three AI players each play for yourselves. The first player whose 21 cards all form legal melds after taking a new card wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the stock runs out with no winner, the deal is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This table plays Wei-Hwa Huang&apos;s flower-card variant: 112 chess cards and five flowers, 117 cards in all. The blank and title cards are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each flower forms a meld of its own. Flowers are never wild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player is dealt 20 cards; the other 37 cards form the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A randomly chosen dealer makes the first draw, which is public like every draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card of a winning hand must belong to one of these groups:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Single-card group:&lt;/b&gt; one General, or one flower, on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Identical group:&lt;/b&gt; two, three or four cards of exactly the same colour and character. Generals never form identical groups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Command group:&lt;/b&gt; one General, one Advisor and one Elephant, all of one colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Field group:&lt;/b&gt; one Chariot, one Horse and one Cannon, all of one colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Soldier group:&lt;/b&gt; three or four Soldiers, all of different colours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command and field groups are one-colour mixed groups; soldier groups are mixed-colour groups. Together they are called &lt;i&gt;mixed groups&lt;/i&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card drawn from the stock is public: everyone sees it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who takes the new card must use it at once in a legal group, exposed on the table. It cannot be kept hidden for later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If nobody takes a drawn card, it counts as discarded and the other players get another chance to claim it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After grouping the new card, a player whose 21 cards are all grouped wins, and the deal ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise that player discards one card from their hidden hand, and play goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generals and flowers can never be discarded. Exposed groups can never be split or rearranged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a card is drawn or discarded, each player in turn chooses &lt;i&gt;claim&lt;/i&gt; or &lt;i&gt;pass&lt;/i&gt;. The card is awarded only after every answer is in, so answering first gives no priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claims rank in this order, highest first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drawer&apos;s own win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another player&apos;s win. If several players can win, the nearest in turn order wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An identical triple or quad, by any player allowed to make it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drawer&apos;s own group other than a pair: a command, field or soldier group, or a General or flower on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next player&apos;s mixed group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties within a level follow normal turn order. Claims that do not win are restricted:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drawer may not use the new card to make a pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other players may claim only to make an identical triple or quad. The next player may also claim to make a mixed group of three or four cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of these restrictions applies to a winning hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If nobody takes a drawn card, it is treated as the drawer&apos;s discard and claims are resolved again. Only when that discard is also unclaimed does the next player draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring and end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A win ends the deal and reveals the winner&apos;s remaining melds. The winner&apos;s melds score:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identical triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identical quad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command, field or soldier group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result shows the winner&apos;s meld total; there is no regional cash settlement. If the stock runs out with no winner, the deal is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variant played here uses 117 cards: 28 in each of the four colours, plus five flowers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters (four copies of each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red, Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>帥 General, 仕 Advisor, 相 Elephant, 俥 Chariot, 傌 Horse, 炮 Cannon, 兵 Soldier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>28 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green, White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>將 General, 士 Advisor, 象 Elephant, 車 Chariot, 馬 Horse, 包 Cannon, 卒 Soldier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five different flowers, one card each: 梅 plum, 蘭 orchid, 蓮 lotus, 菊 chrysanthemum, 桃 peach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two sets of characters name the same roles. Cards match by colour and role, whichever character they show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal.&lt;/b&gt; Everybody, the dealer included, is dealt 20 cards; the dealer does not start with 21. The remaining 37 cards (117 − 80) form the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;What a win counts.&lt;/b&gt; Your hidden hand, your exposed groups and the new card make 21 cards, and all 21 must split into legal melds. Your hidden cards may be grouped in any way; exposed groups stay as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Generals in a win.&lt;/b&gt; A General may count as a single-card group or as part of a command group, whichever lets the hand win. Generals never form pairs or triples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Soldiers.&lt;/b&gt; Pairs and triples of identical Soldiers (same colour) are legal identical groups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn General or flower.&lt;/b&gt; It can never become a discard: the drawer must take it, as a single-card group or, for a General, in a command group if the drawer prefers. Another player&apos;s &lt;i&gt;winning&lt;/i&gt; claim on it still ranks higher. Nobody else can claim a General or a flower except to win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ties.&lt;/b&gt; For a drawn card, turn order for ties counts from the drawer; for a discard, from the seat after the discarder. Nobody claims their own discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Claims on a discard.&lt;/b&gt; Only three levels exist: another player&apos;s win, an identical triple or quad, and the next player&apos;s mixed group. A claim that does not win never completes a pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Quads.&lt;/b&gt; After claiming a quad, the claimant holds 21 cards and discards down to 20. A card can never be added to an exposed group later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No dead ends.&lt;/b&gt; A claim that would leave a player who has not won with no legal discard (only Generals and flowers left hidden) is not offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Who plays next.&lt;/b&gt; After a claim, the claimant discards and the player after the claimant moves next. When a discard goes unclaimed, the player after the discarder draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Direction of play.&lt;/b&gt; Play runs anticlockwise: you, then the player on your right, the player across and the player on your left. Claim prompts and ties follow the same order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoring details.&lt;/b&gt; Identical groups score only as triples and quads; pairs score nothing. Command, field and soldier groups score zero, and a General inside a command group does not earn the single-General point. No minimum score is needed to win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn deal.&lt;/b&gt; The deal is drawn only after the claims on the last drawn card, and on its discard, have been resolved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Fair claims.&lt;/b&gt; The AI players claim and are ranked exactly as you are. You are asked for your answer before any AI answer is revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;120 or 117 cards.&lt;/b&gt; The lobby shows 120 cards, the size of the traditional pack; the variant played here uses 117 of them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SisepaiController</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Across</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} ×{count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take it as a {meld}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{meld} with {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: discard the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: you can win — press Win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: claim — {claim}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the {card} again (or press Enter) to discard it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your discard: click a card, then click it again — or drag it to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew the {card}: you must take it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew the {card}: take it or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} drew the {card}: it is of no use to you — Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: it is of no use to you — Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} drew the {card}: claim it or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: claim it or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is choosing a discard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is deciding about the {card}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw: the stock is exhausted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody grouped all 21 cards before the stock ran out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won with the {card}, drawn by {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won with the {card}, discarded by {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} ({where}) — {points} pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{meld} ({where}): {cards} — {points} pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: {points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} · {count} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}&apos;s hidden cards: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} wins · {points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: exposed groups: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: discards: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation type="unfinished">गड्डी, पत्ते: {count}</translation>
    </message>
    <message>
        <source>You drew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn by {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarded by {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop your discard here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation type="unfinished">आपका हाथ, पत्ते: {count}</translation>
    </message>
</context>
<context>
    <name>SisepaiTable</name>
    <message>
        <source>Claim the {card} — which group?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order your hand by its best melds, with gaps between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the card: all your cards form melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the card go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Claim…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose which of your cards to group with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the card into an exposed group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>&amp;Back to lobby</source>
        <translation type="unfinished">खेलों पर वापस (&amp;B)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average total of your wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last %1 deals: green won, red lost, grey drawn; the gold line is your share of wins so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
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
        <source>&amp;AI:</source>
        <translation>&amp;AI:</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>आसान</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>कठिन</translation>
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
        <source>Card table</source>
        <translation>ताश की मेज़</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>स्थिति</translation>
    </message>
</context>
</TS>
