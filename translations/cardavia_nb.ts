<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Cardavia</source>
        <translation>Om Cardavia</translation>
    </message>
    <message>
        <source>Traditional card and tile games from around the world, played offline against AI opponents.</source>
        <translation>Tradisjonelle kort- og brikkespill fra hele verden, spilt uten nett mot AI-motstandere.</translation>
    </message>
    <message>
        <source>Cardavia is free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Cardavia er fri programvare: du kan dele og endre den under GNU General Public License, versjon 3 eller senere. Den kommer uten garanti.</translation>
    </message>
    <message>
        <source>Bundled fonts: %1. They are under the SIL Open Font License 1.1; the licence text is in the fonts folder.</source>
        <translation>Medfølgende skrifter: %1. De er under SIL Open Font License 1.1; lisensteksten ligger i skriftmappen.</translation>
    </message>
    <message>
        <source>Made with Qt %1 and Qt for Python (PySide6) %2, under the GNU Lesser General Public License, version 3.</source>
        <translation>Laget med Qt %1 og Qt for Python (PySide6) %2, under GNU Lesser General Public License, versjon 3.</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>, trump</source>
        <translation>, trumf</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Kort med baksiden opp</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Ny runde</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Ti&amp;ps</translation>
    </message>
    <message>
        <source>Ask the strong AI what it would play</source>
        <translation>Spør den sterke AI-en hva den ville spilt</translation>
    </message>
    <message>
        <source>&amp;Back to the lobby</source>
        <translation>&amp;Tilbake til spillene</translation>
    </message>
    <message>
        <source>Close what is open; otherwise back to the lobby, keeping the deal</source>
        <translation>Lukk det som er åpent; ellers tilbake til spillene, og runden tas vare på</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regler for dette spillet</translation>
    </message>
    <message>
        <source>The rules of the game on the table (in the lobby: of the game in focus)</source>
        <translation>Reglene for spillet på bordet (i spilloversikten: for spillet som har fokus)</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Statistikk</translation>
    </message>
    <message>
        <source>Your results in each game</source>
        <translation>Resultatene dine i hvert spill</translation>
    </message>
    <message>
        <source>Deal &amp;log</source>
        <translation>Runde&amp;logg</translation>
    </message>
    <message>
        <source>Show or hide the list of what happened in the deal, beside the table</source>
        <translation>Vis eller skjul listen over det som har skjedd i runden, ved siden av bordet</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>F&amp;ullskjerm</translation>
    </message>
    <message>
        <source>Fill the screen, or leave full screen</source>
        <translation>Fyll skjermen, eller gå ut av fullskjerm</translation>
    </message>
    <message>
        <source>Reset the &amp;display</source>
        <translation>Stan&amp;dardvisning</translation>
    </message>
    <message>
        <source>Contrast, grain and colour temperature back to 50 %</source>
        <translation>Kontrast, korn og fargetemperatur tilbake til 50 %</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Hurtigtaster</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>Denne listen</translation>
    </message>
    <message>
        <source>Ab&amp;out Cardavia</source>
        <translation>&amp;Om Cardavia</translation>
    </message>
    <message>
        <source>Version, licences, and the software Cardavia is made with</source>
        <translation>Versjon, lisenser og programvaren Cardavia er laget med</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;vslutt</translation>
    </message>
    <message>
        <source>Close Cardavia (every unfinished deal is kept)</source>
        <translation>Lukk Cardavia (alle uferdige runder tas vare på)</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Meny</translation>
    </message>
    <message>
        <source>Open the menu</source>
        <translation>Åpne menyen</translation>
    </message>
    <message>
        <source>Next control (Shift+Tab: the one before)</source>
        <translation>Neste kontroll (Shift+Tab: den forrige)</translation>
    </message>
    <message>
        <source>Alt+letter</source>
        <translation>Alt+bokstav</translation>
    </message>
    <message>
        <source>Press the button whose letter is underlined</source>
        <translation>Trykk knappen med den understrekede bokstaven</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>Flytt mellom kortene på hånden</translation>
    </message>
    <message>
        <source>Play or pick the card in focus, or press the button in focus</source>
        <translation>Spill eller velg kortet som har fokus, eller trykk knappen som har fokus</translation>
    </message>
    <message>
        <source>In a replay: a move back or forward, to the start or the end</source>
        <translation>Når du ser på nytt: ett steg tilbake eller fram, til begynnelsen eller slutten</translation>
    </message>
    <message>
        <source>In a replay: play or pause</source>
        <translation>Når du ser på nytt: spill av eller pause</translation>
    </message>
    <message>
        <source>Tak&amp;e back</source>
        <translation>Angr&amp;e</translation>
    </message>
    <message>
        <source>Deal again in this game (a deal you have played in is given up only if you agree)</source>
        <translation>Gi på nytt i dette spillet (en runde du har spilt i, gis opp bare om du sier ja)</translation>
    </message>
    <message>
        <source>Return to your previous decision in this deal, undoing the AI moves since</source>
        <translation>Gå tilbake til ditt forrige valg i denne runden, og angre AI-trekkene siden</translation>
    </message>
</context>
<context>
    <name>DealLogPanel</name>
    <message>
        <source>Deal log</source>
        <translation>Rundelogg</translation>
    </message>
    <message>
        <source>What happened in this deal, oldest first</source>
        <translation>Det som har skjedd i denne runden, det eldste først</translation>
    </message>
</context>
<context>
    <name>DisplaySlider</name>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>DurakController</name>
    <message>
        <source>Hint: beat with the {card}</source>
        <translation>Tips: slå med {card}</translation>
    </message>
    <message>
        <source>Hint: play the {card}</source>
        <translation>Tips: spill {card}</translation>
    </message>
    <message>
        <source>Hint: take the cards</source>
        <translation>Tips: ta opp kortene</translation>
    </message>
    <message>
        <source>Hint: press Done</source>
        <comment>the defender takes</comment>
        <translation>Tips: trykk Ferdig</translation>
    </message>
    <message>
        <source>Hint: press Done</source>
        <translation>Tips: trykk Ferdig</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>AI-en tenker …</translation>
    </message>
    <message>
        <source>Nothing beats the {card}: take the cards</source>
        <translation>Ingenting slår {card}: ta opp kortene</translation>
    </message>
    <message>
        <source>Beat the {card} or take</source>
        <translation>Slå {card} eller ta opp</translation>
    </message>
    <message>
        <source>Your attack: lead any card</source>
        <translation>Ditt angrep: spill ut et hvilket som helst kort</translation>
    </message>
    <message>
        <source>Add cards for the AI to take, or press Done</source>
        <translation>Legg til kort som AI-en må ta opp, eller trykk Ferdig</translation>
    </message>
    <message>
        <source>Nothing more to add: press Done</source>
        <translation>Ingenting mer å legge til: trykk Ferdig</translation>
    </message>
    <message>
        <source>Add a card or press Done</source>
        <translation>Legg til et kort eller trykk Ferdig</translation>
    </message>
    <message>
        <source>All beaten: press Done</source>
        <translation>Alt er slått: trykk Ferdig</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Uavgjort</translation>
    </message>
    <message>
        <source>You are the durak</source>
        <translation>Du er durak</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Du vant!</translation>
    </message>
    <message>
        <source>You both went out in the same bout.</source>
        <translation>Dere gikk begge ut i samme stikk.</translation>
    </message>
    <message numerus="yes">
        <source>The AI got rid of all its cards; you were left holding {count} cards.</source>
        <translation>
            <numerusform>AI-en ble kvitt alle kortene sine; du satt igjen med {count} kort.</numerusform>
            <numerusform>AI-en ble kvitt alle kortene sine; du satt igjen med {count} kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You got rid of all your cards; the AI was left holding {count} cards.</source>
        <translation>
            <numerusform>Du ble kvitt alle kortene dine; AI-en satt igjen med {count} kort.</numerusform>
            <numerusform>Du ble kvitt alle kortene dine; AI-en satt igjen med {count} kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>AI ({level}) · cards: {count}</source>
        <translation>AI ({level}) · kort: {count}</translation>
    </message>
    <message>
        <source>The AI&apos;s hand, cards: {count}</source>
        <translation>AI-ens hånd, kort: {count}</translation>
    </message>
    <message>
        <source>Stock · {count} · trump {card}</source>
        <translation>Bunken · {count} · trumf {card}</translation>
    </message>
    <message>
        <source>Trump {suit}</source>
        <translation>Trumf {suit}</translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation>Bunken, kort: {count}</translation>
    </message>
    <message>
        <source>Discard · {count}</source>
        <translation>Kastebunken · {count}</translation>
    </message>
    <message>
        <source>Discard pile, cards: {count}</source>
        <translation>Kastebunken, kort: {count}</translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation>Hånden din, kort: {count}</translation>
    </message>
    <message>
        <source>The bout on the table</source>
        <translation>Stikket på bordet</translation>
    </message>
    <message>
        <source>Attack cards: {played} of {limit}</source>
        <translation>Angrepskort: {played} av {limit}</translation>
    </message>
    <message>
        <source>you take</source>
        <translation>du tar opp</translation>
    </message>
    <message>
        <source>the AI takes</source>
        <translation>AI-en tar opp</translation>
    </message>
    <message>
        <source>Drag or click a card to attack</source>
        <translation>Dra eller klikk et kort for å angripe</translation>
    </message>
</context>
<context>
    <name>DurakTable</name>
    <message>
        <source>&amp;Take</source>
        <translation>Ta &amp;opp</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Ta opp</translation>
    </message>
    <message>
        <source>Pick up every card of this bout</source>
        <translation>Ta opp alle kortene i dette stikket</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Ferdig</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Ferdig</translation>
    </message>
    <message>
        <source>Stop adding cards: the bout ends</source>
        <translation>Slutt å legge til kort: stikket er over</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <comment>the defender takes</comment>
        <translation>&amp;Ferdig</translation>
    </message>
    <message>
        <source>Done</source>
        <comment>the defender takes</comment>
        <translation>Ferdig</translation>
    </message>
    <message>
        <source>Stop adding cards: the AI takes them all</source>
        <translation>Slutt å legge til kort: AI-en tar dem alle opp</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>The deal is over.</source>
        <comment>core.illegal.deal_over</comment>
        <translation>Runden er over.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <comment>core.illegal.not_legal</comment>
        <translation>Det trekket er ikke tillatt nå.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <comment>core.illegal.not_your_turn</comment>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <source>There is no seat {seat} at this table.</source>
        <comment>core.illegal.unknown_seat</comment>
        <translation>Det finnes ingen plass {seat} ved dette bordet.</translation>
    </message>
    <message>
        <source>Six cards each; the trump card is the {card}.</source>
        <comment>durak.event.deal</comment>
        <translation>Seks kort hver; trumfkortet er {card}.</translation>
    </message>
    <message numerus="yes">
        <source>All beaten: {count} cards go to the discard pile.</source>
        <comment>durak.event.discard</comment>
        <translation>
            <numerusform>Alt er slått: {count} kort går til kastebunken.</numerusform>
            <numerusform>Alt er slått: {count} kort går til kastebunken.</numerusform>
        </translation>
    </message>
    <message>
        <source>The defender is taking: no more cards can be beaten this bout.</source>
        <comment>durak.illegal.already_taking</comment>
        <translation>Forsvareren tar opp: ingen flere kort kan slås i dette stikket.</translation>
    </message>
    <message numerus="yes">
        <source>This bout already holds {limit} attack cards, its limit.</source>
        <comment>durak.illegal.bout_full</comment>
        <translation>
            <numerusform>Dette stikket har allerede {limit} angrepskort, som er grensen.</numerusform>
            <numerusform>Dette stikket har allerede {limit} angrepskort, som er grensen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The {card} does not beat the {attack}.</source>
        <comment>durak.illegal.must_beat</comment>
        <translation>{card} slår ikke {attack}.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>durak.illegal.not_in_hand</comment>
        <translation>Du har ikke {card}.</translation>
    </message>
    <message>
        <source>Lead a card first: a bout cannot end before it starts.</source>
        <comment>durak.illegal.nothing_to_stop</comment>
        <translation>Spill ut et kort først: et stikk kan ikke ende før det har begynt.</translation>
    </message>
    <message>
        <source>Only the attacker can do that.</source>
        <comment>durak.illegal.only_attacker</comment>
        <translation>Bare angriperen kan gjøre det.</translation>
    </message>
    <message>
        <source>Only the defender can do that.</source>
        <comment>durak.illegal.only_defender</comment>
        <translation>Bare forsvareren kan gjøre det.</translation>
    </message>
    <message>
        <source>You can only add a card whose rank is already on the table.</source>
        <comment>durak.illegal.rank_not_on_table</comment>
        <translation>Du kan bare legge til et kort med en verdi som allerede ligger på bordet.</translation>
    </message>
    <message>
        <source>Wait until the defender beats or takes the card on the table.</source>
        <comment>durak.illegal.wait_for_defence</comment>
        <translation>Vent til forsvareren slår eller tar opp kortet på bordet.</translation>
    </message>
    <message>
        <source>Both players went out in the same bout: a draw.</source>
        <comment>durak.outcome.draw</comment>
        <translation>Begge gikk ut i samme stikk: uavgjort.</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>durak.rank.6</comment>
        <translation>seks</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>durak.rank.7</comment>
        <translation>sju</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>durak.rank.8</comment>
        <translation>åtte</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>durak.rank.9</comment>
        <translation>ni</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>durak.rank.A</comment>
        <translation>ess</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>durak.rank.J</comment>
        <translation>knekt</translation>
    </message>
    <message>
        <source>King</source>
        <comment>durak.rank.K</comment>
        <translation>konge</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>durak.rank.Q</comment>
        <translation>dame</translation>
    </message>
    <message>
        <source>Ten</source>
        <comment>durak.rank.T</comment>
        <translation>ti</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>durak.suit.C</comment>
        <translation>kløver</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>durak.suit.D</comment>
        <translation>ruter</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>durak.suit.H</comment>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>durak.suit.S</comment>
        <translation>spar</translation>
    </message>
    <message numerus="yes">
        <source>Eight cards each; {count} cards in the stock.</source>
        <comment>kowah.event.deal</comment>
        <translation>
            <numerusform>Åtte kort hver; {count} kort i bunken.</numerusform>
            <numerusform>Åtte kort hver; {count} kort i bunken.</numerusform>
        </translation>
    </message>
    <message>
        <source>Old Thousand</source>
        <comment>kowah.honour.OT</comment>
        <translation>Gamle tusen</translation>
    </message>
    <message>
        <source>Red Flower</source>
        <comment>kowah.honour.RF</comment>
        <translation>Rød blomst</translation>
    </message>
    <message>
        <source>White Flower</source>
        <comment>kowah.honour.WF</comment>
        <translation>Hvit blomst</translation>
    </message>
    <message>
        <source>Your hand is ready: declare or pass first.</source>
        <comment>kowah.illegal.decide_declaration</comment>
        <translation>Hånden din er klar: meld eller stå over først.</translation>
    </message>
    <message>
        <source>You may declare only just after your discard.</source>
        <comment>kowah.illegal.declare_after_discard</comment>
        <translation>Du kan bare melde rett etter at du har kastet.</translation>
    </message>
    <message>
        <source>You already have nine cards: discard one.</source>
        <comment>kowah.illegal.discard_now</comment>
        <translation>Du har allerede ni kort: kast ett.</translation>
    </message>
    <message>
        <source>Draw from the stock or take the latest discard first.</source>
        <comment>kowah.illegal.draw_first</comment>
        <translation>Trekk fra bunken eller ta siste kast først.</translation>
    </message>
    <message>
        <source>Your first turn must draw from the stock.</source>
        <comment>kowah.illegal.first_turn_draws</comment>
        <translation>I din første tur må du trekke fra bunken.</translation>
    </message>
    <message>
        <source>Your hand is declared and locked: you draw from the stock only.</source>
        <comment>kowah.illegal.locked_draws</comment>
        <translation>Hånden din er meldt og låst: du trekker bare fra bunken.</translation>
    </message>
    <message>
        <source>There is no discard to take.</source>
        <comment>kowah.illegal.no_discard</comment>
        <translation>Det finnes ikke noe kast å ta.</translation>
    </message>
    <message>
        <source>The {face} cannot be the waiting pair of this hand.</source>
        <comment>kowah.illegal.not_a_wait</comment>
        <translation>{face} kan ikke være venteparet i denne hånden.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>kowah.illegal.not_in_hand</comment>
        <translation>Du har ikke {card}.</translation>
    </message>
    <message>
        <source>Your hand is not ready: you need two triples and an identical pair.</source>
        <comment>kowah.illegal.not_ready</comment>
        <translation>Hånden din er ikke klar: du trenger to tripler og et likt par.</translation>
    </message>
    <message>
        <source>You cannot discard the {card} you have just taken.</source>
        <comment>kowah.illegal.taken_card</comment>
        <translation>Du kan ikke kaste {card}, som du nettopp har tatt.</translation>
    </message>
    <message>
        <source>The stock is empty and nobody won: the deal is drawn.</source>
        <comment>kowah.outcome.exhausted</comment>
        <translation>Bunken er tom og ingen har vunnet: runden ender uavgjort.</translation>
    </message>
    <message>
        <source>One</source>
        <comment>kowah.rank.1</comment>
        <translation>én</translation>
    </message>
    <message>
        <source>Two</source>
        <comment>kowah.rank.2</comment>
        <translation>to</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>kowah.rank.3</comment>
        <translation>tre</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>kowah.rank.4</comment>
        <translation>fire</translation>
    </message>
    <message>
        <source>Five</source>
        <comment>kowah.rank.5</comment>
        <translation>fem</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>kowah.rank.6</comment>
        <translation>seks</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>kowah.rank.7</comment>
        <translation>sju</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>kowah.rank.8</comment>
        <translation>åtte</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>kowah.rank.9</comment>
        <translation>ni</translation>
    </message>
    <message>
        <source>Coins</source>
        <comment>kowah.suit.C</comment>
        <translation>mynt</translation>
    </message>
    <message>
        <source>Myriads</source>
        <comment>kowah.suit.M</comment>
        <translation>myriade</translation>
    </message>
    <message>
        <source>Strings</source>
        <comment>kowah.suit.S</comment>
        <translation>snor</translation>
    </message>
    <message>
        <source>{tile} cannot be the middle tile of a chow.</source>
        <comment>mahjong.error.bad_chow</comment>
        <translation>{tile} kan ikke være midtbrikken i en chow.</translation>
    </message>
    <message>
        <source>{flag} must be true or false, not {value!r}.</source>
        <comment>mahjong.error.bad_flag</comment>
        <translation>{flag} må være true eller false, ikke {value!r}.</translation>
    </message>
    <message>
        <source>Flower count must be 0-8, not {value!r}.</source>
        <comment>mahjong.error.bad_flowers</comment>
        <translation>Antall blomster må være 0–8, ikke {value!r}.</translation>
    </message>
    <message>
        <source>Not a valid JSON object: {detail}</source>
        <comment>mahjong.error.bad_json</comment>
        <translation>Ikke et gyldig JSON-objekt: {detail}</translation>
    </message>
    <message>
        <source>Unknown set type {kind!r} (use CHI, PENG or GANG).</source>
        <comment>mahjong.error.bad_meld</comment>
        <translation>Ukjent setttype {kind!r} (bruk CHI, PENG eller GANG).</translation>
    </message>
    <message>
        <source>Cannot read {text!r}: {detail}</source>
        <comment>mahjong.error.bad_notation</comment>
        <translation>Kan ikke lese {text!r}: {detail}</translation>
    </message>
    <message>
        <source>Set offer must be 0-3 (a chow: 1-3), not {offer!r}.</source>
        <comment>mahjong.error.bad_offer</comment>
        <translation>Settets opphav må være 0–3 (for en chow: 1–3), ikke {offer!r}.</translation>
    </message>
    <message>
        <source>{which} wind must be 0-3 (East, South, West, North), not {value!r}.</source>
        <comment>mahjong.error.bad_wind</comment>
        <translation>Vinden ({which}) må være 0–3 (øst, sør, vest, nord), ikke {value!r}.</translation>
    </message>
    <message>
        <source>Empty line.</source>
        <comment>mahjong.error.empty_line</comment>
        <translation>Tom linje.</translation>
    </message>
    <message>
        <source>There are only four copies of {tile}, this hand uses {count}.</source>
        <comment>mahjong.error.fifth_copy</comment>
        <translation>Det finnes bare fire eksemplarer av {tile}, men denne hånden bruker {count}.</translation>
    </message>
    <message>
        <source>A flower cannot be part of the hand; count it in the flowers instead.</source>
        <comment>mahjong.error.flower_in_hand</comment>
        <translation>En blomst kan ikke være en del av hånden; tell den med blant blomstene i stedet.</translation>
    </message>
    <message>
        <source>Internal error ({detail}); please report this hand.</source>
        <comment>mahjong.error.internal</comment>
        <translation>Intern feil ({detail}); meld gjerne fra om denne hånden.</translation>
    </message>
    <message>
        <source>Last Tile means the other three {tile} are visible, but the hand holds another one.</source>
        <comment>mahjong.error.last_tile_held</comment>
        <translation>Siste eksemplar betyr at de tre andre {tile} er synlige, men hånden har enda en.</translation>
    </message>
    <message>
        <source>Missing field {field!r}.</source>
        <comment>mahjong.error.missing_field</comment>
        <translation>Feltet {field!r} mangler.</translation>
    </message>
    <message>
        <source>This is not a complete winning hand.</source>
        <comment>mahjong.error.not_complete</comment>
        <translation>Dette er ikke en komplett vinnende hånd.</translation>
    </message>
    <message>
        <source>A win on a kong replacement tile needs a declared kong.</source>
        <comment>mahjong.error.replacement_without_kong</comment>
        <translation>En seier på en erstatningsbrikke etter kong krever en meldt kong.</translation>
    </message>
    <message>
        <source>Cannot rob a kong of {tile}: the hand already holds or shows that tile.</source>
        <comment>mahjong.error.rob_held_tile</comment>
        <translation>Kan ikke rane en kong av {tile}: hånden har allerede eller viser den brikken.</translation>
    </message>
    <message>
        <source>A hand has at most four declared sets, not {count}.</source>
        <comment>mahjong.error.too_many_melds</comment>
        <translation>En hånd har høyst fire meldte sett, ikke {count}.</translation>
    </message>
    <message>
        <source>Unknown tile {tile!r}.</source>
        <comment>mahjong.error.unknown_tile</comment>
        <translation>Ukjent brikke {tile!r}.</translation>
    </message>
    <message>
        <source>{seat} attacks with the {card}.</source>
        <comment>durak.event.attack</comment>
        <translation>{seat} angriper med {card}.</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.6</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.7</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.8</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.9</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.A</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.J</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.K</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.Q</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.T</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>You attack with the {card}.</source>
        <comment>durak.event.attack.you.seat</comment>
        <translation>Du angriper med {card}.</translation>
    </message>
    <message>
        <source>{attacker} attacks, {defender} defends.</source>
        <comment>durak.event.bout</comment>
        <translation>{attacker} angriper, {defender} forsvarer seg.</translation>
    </message>
    <message>
        <source>You attack, {defender} defends.</source>
        <comment>durak.event.bout.you.attacker</comment>
        <translation>Du angriper, {defender} forsvarer seg.</translation>
    </message>
    <message>
        <source>{attacker} attacks, you defend.</source>
        <comment>durak.event.bout.you.defender</comment>
        <translation>{attacker} angriper, du forsvarer deg.</translation>
    </message>
    <message>
        <source>{seat} beats the {attack} with the {card}.</source>
        <comment>durak.event.defend</comment>
        <translation>{seat} slår {attack} med {card}.</translation>
    </message>
    <message>
        <source>You beat the {attack} with the {card}.</source>
        <comment>durak.event.defend.you.seat</comment>
        <translation>Du slår {attack} med {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws {count} cards.</source>
        <comment>durak.event.draw</comment>
        <translation>
            <numerusform>{seat} trekker {count} kort.</numerusform>
            <numerusform>{seat} trekker {count} kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw {count} cards.</source>
        <comment>durak.event.draw.you.seat</comment>
        <translation>
            <numerusform>Du trekker {count} kort.</numerusform>
            <numerusform>Du trekker {count} kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} holds the lowest trump, the {card}, and attacks first.</source>
        <comment>durak.event.first_attacker</comment>
        <translation>{seat} har den laveste trumfen, {card}, og angriper først.</translation>
    </message>
    <message>
        <source>You hold the lowest trump, the {card}, and attack first.</source>
        <comment>durak.event.first_attacker.you.seat</comment>
        <translation>Du har den laveste trumfen, {card}, og angriper først.</translation>
    </message>
    <message>
        <source>Nobody holds a trump: {seat} attacks first.</source>
        <comment>durak.event.first_attacker_no_trump</comment>
        <translation>Ingen har trumf: {seat} angriper først.</translation>
    </message>
    <message>
        <source>Nobody holds a trump: you attack first.</source>
        <comment>durak.event.first_attacker_no_trump.you.seat</comment>
        <translation>Ingen har trumf: du angriper først.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} picks up {count} cards.</source>
        <comment>durak.event.pick_up</comment>
        <translation>
            <numerusform>{seat} tar opp {count} kort.</numerusform>
            <numerusform>{seat} tar opp {count} kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You pick up {count} cards.</source>
        <comment>durak.event.pick_up.you.seat</comment>
        <translation>
            <numerusform>Du tar opp {count} kort.</numerusform>
            <numerusform>Du tar opp {count} kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} takes.</source>
        <comment>durak.event.take</comment>
        <translation>{seat} tar opp.</translation>
    </message>
    <message>
        <source>You take.</source>
        <comment>durak.event.take.you.seat</comment>
        <translation>Du tar opp.</translation>
    </message>
    <message>
        <source>{seat} draws the face-up trump, the {card}.</source>
        <comment>durak.event.trump_drawn</comment>
        <translation>{seat} trekker det åpne trumfkortet, {card}.</translation>
    </message>
    <message>
        <source>You draw the face-up trump, the {card}.</source>
        <comment>durak.event.trump_drawn.you.seat</comment>
        <translation>Du trekker det åpne trumfkortet, {card}.</translation>
    </message>
    <message>
        <source>{seat} is left holding cards: the durak.</source>
        <comment>durak.outcome.durak</comment>
        <translation>{seat} sitter igjen med kort: durak.</translation>
    </message>
    <message>
        <source>You are left holding cards: you are the durak.</source>
        <comment>durak.outcome.durak.you.seat</comment>
        <translation>Du sitter igjen med kort: du er durak.</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.1</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.2</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.3</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.4</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.5</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.6</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.7</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.8</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.9</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{seat} declares cheki, waiting on the {face}.</source>
        <comment>kowah.event.declare</comment>
        <translation>{seat} melder cheki og venter på {face}.</translation>
    </message>
    <message>
        <source>You declare cheki, waiting on the {face}.</source>
        <comment>kowah.event.declare.you.seat</comment>
        <translation>Du melder cheki og venter på {face}.</translation>
    </message>
    <message>
        <source>{seat} discards the {card}.</source>
        <comment>kowah.event.discard</comment>
        <translation>{seat} kaster {card}.</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <comment>kowah.event.discard.you.seat</comment>
        <translation>Du kaster {card}.</translation>
    </message>
    <message>
        <source>{seat} draws from the stock.</source>
        <comment>kowah.event.draw</comment>
        <translation>{seat} trekker fra bunken.</translation>
    </message>
    <message>
        <source>You draw from the stock.</source>
        <comment>kowah.event.draw.you.seat</comment>
        <translation>Du trekker fra bunken.</translation>
    </message>
    <message>
        <source>{seat} draws the {card}, face up.</source>
        <comment>kowah.event.draw_public</comment>
        <translation>{seat} trekker {card}, med billedsiden opp.</translation>
    </message>
    <message>
        <source>You draw the {card}, face up.</source>
        <comment>kowah.event.draw_public.you.seat</comment>
        <translation>Du trekker {card}, med billedsiden opp.</translation>
    </message>
    <message>
        <source>{seat} plays first.</source>
        <comment>kowah.event.first_player</comment>
        <translation>{seat} begynner.</translation>
    </message>
    <message>
        <source>You play first.</source>
        <comment>kowah.event.first_player.you.seat</comment>
        <translation>Du begynner.</translation>
    </message>
    <message>
        <source>{seat} receives eight cards.</source>
        <comment>kowah.event.hand</comment>
        <translation>{seat} får åtte kort.</translation>
    </message>
    <message>
        <source>You receive eight cards.</source>
        <comment>kowah.event.hand.you.seat</comment>
        <translation>Du får åtte kort.</translation>
    </message>
    <message>
        <source>{seat} does not declare.</source>
        <comment>kowah.event.pass</comment>
        <translation>{seat} melder ikke.</translation>
    </message>
    <message>
        <source>You do not declare.</source>
        <comment>kowah.event.pass.you.seat</comment>
        <translation>Du melder ikke.</translation>
    </message>
    <message>
        <source>{seat} takes the {card}.</source>
        <comment>kowah.event.take</comment>
        <translation>{seat} tar {card}.</translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <comment>kowah.event.take.you.seat</comment>
        <translation>Du tar {card}.</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} discarded by {source}: ×2.</source>
        <comment>kowah.outcome.claimed_discard</comment>
        <translation>{seat} vinner på {card}, kastet av {source}: ×2.</translation>
    </message>
    <message>
        <source>You win on the {card} discarded by {source}: ×2.</source>
        <comment>kowah.outcome.claimed_discard.you.seat</comment>
        <translation>Du vinner på {card}, kastet av {source}: ×2.</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} you discarded: ×2.</source>
        <comment>kowah.outcome.claimed_discard.you.source</comment>
        <translation>{seat} vinner på {card}, som du kastet: ×2.</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} drawn by {source}: ×1.</source>
        <comment>kowah.outcome.claimed_draw</comment>
        <translation>{seat} vinner på {card}, trukket av {source}: ×1.</translation>
    </message>
    <message>
        <source>You win on the {card} drawn by {source}: ×1.</source>
        <comment>kowah.outcome.claimed_draw.you.seat</comment>
        <translation>Du vinner på {card}, trukket av {source}: ×1.</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} you drew: ×1.</source>
        <comment>kowah.outcome.claimed_draw.you.source</comment>
        <translation>{seat} vinner på {card}, som du trakk: ×1.</translation>
    </message>
    <message>
        <source>{seat} draws the {card} and wins: ×3.</source>
        <comment>kowah.outcome.self_drawn</comment>
        <translation>{seat} trekker {card} og vinner: ×3.</translation>
    </message>
    <message>
        <source>You draw the {card} and win: ×3.</source>
        <comment>kowah.outcome.self_drawn.you.seat</comment>
        <translation>Du trekker {card} og vinner: ×3.</translation>
    </message>
    <message numerus="yes">
        <source>The hand needs {need} concealed tiles besides the winning tile, not {count} (declared sets: {melds}).</source>
        <comment>mahjong.error.wrong_count</comment>
        <translation>
            <numerusform>Hånden trenger {need} skjult brikke i tillegg til vinnerbrikken, ikke {count} (meldte sett: {melds}).</numerusform>
            <numerusform>Hånden trenger {need} skjulte brikker i tillegg til vinnerbrikken, ikke {count} (meldte sett: {melds}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hand needs {need} concealed tiles, not {count} (declared sets: {melds}).</source>
        <comment>mahjong.error.wrong_shanten_count</comment>
        <translation>
            <numerusform>Hånden trenger {need} skjult brikke, ikke {count} (meldte sett: {melds}).</numerusform>
            <numerusform>Hånden trenger {need} skjulte brikker, ikke {count} (meldte sett: {melds}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} adds the {tile} to a pung.</source>
        <comment>mahjong.event.added_kong</comment>
        <translation>{seat} legger {tile} til en pung.</translation>
    </message>
    <message>
        <source>You add the {tile} to a pung.</source>
        <comment>mahjong.event.added_kong.you.seat</comment>
        <translation>Du legger {tile} til en pung.</translation>
    </message>
    <message>
        <source>{seat} claims the {tile} for a chow.</source>
        <comment>mahjong.event.chow</comment>
        <translation>{seat} tar {tile} til en chow.</translation>
    </message>
    <message>
        <source>You claim the {tile} for a chow.</source>
        <comment>mahjong.event.chow.you.seat</comment>
        <translation>Du tar {tile} til en chow.</translation>
    </message>
    <message>
        <source>{seat} declares a concealed kong.</source>
        <comment>mahjong.event.concealed_kong</comment>
        <translation>{seat} melder en skjult kong.</translation>
    </message>
    <message>
        <source>You declare a concealed kong.</source>
        <comment>mahjong.event.concealed_kong.you.seat</comment>
        <translation>Du melder en skjult kong.</translation>
    </message>
    <message>
        <source>{seat} is East and deals: 14 tiles to East, 13 to the others.</source>
        <comment>mahjong.event.deal</comment>
        <translation>{seat} er øst og gir: 14 brikker til øst, 13 til de andre.</translation>
    </message>
    <message>
        <source>You are East and deal: 14 tiles to East, 13 to the others.</source>
        <comment>mahjong.event.deal.you.seat</comment>
        <translation>Du er øst og gir: 14 brikker til øst, 13 til de andre.</translation>
    </message>
    <message>
        <source>{seat} discards the {tile}.</source>
        <comment>mahjong.event.discard</comment>
        <translation>{seat} kaster {tile}.</translation>
    </message>
    <message>
        <source>You discard the {tile}.</source>
        <comment>mahjong.event.discard.you.seat</comment>
        <translation>Du kaster {tile}.</translation>
    </message>
    <message>
        <source>{seat} draws a tile.</source>
        <comment>mahjong.event.draw</comment>
        <translation>{seat} trekker en brikke.</translation>
    </message>
    <message>
        <source>You draw a tile.</source>
        <comment>mahjong.event.draw.you.seat</comment>
        <translation>Du trekker en brikke.</translation>
    </message>
    <message>
        <source>{seat} claims the {tile} for an exposed kong.</source>
        <comment>mahjong.event.exposed_kong</comment>
        <translation>{seat} tar {tile} til en åpen kong.</translation>
    </message>
    <message>
        <source>You claim the {tile} for an exposed kong.</source>
        <comment>mahjong.event.exposed_kong.you.seat</comment>
        <translation>Du tar {tile} til en åpen kong.</translation>
    </message>
    <message>
        <source>{seat} shows the {tile} and draws a replacement.</source>
        <comment>mahjong.event.flower</comment>
        <translation>{seat} legger ut {tile} og trekker en erstatningsbrikke.</translation>
    </message>
    <message>
        <source>You show the {tile} and draw a replacement.</source>
        <comment>mahjong.event.flower.you.seat</comment>
        <translation>Du legger ut {tile} og trekker en erstatningsbrikke.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} receives {count} tiles.</source>
        <comment>mahjong.event.hand</comment>
        <translation>
            <numerusform>{seat} får {count} brikke.</numerusform>
            <numerusform>{seat} får {count} brikker.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You receive {count} tiles.</source>
        <comment>mahjong.event.hand.you.seat</comment>
        <translation>
            <numerusform>Du får {count} brikke.</numerusform>
            <numerusform>Du får {count} brikker.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} claims the {tile} for a pung.</source>
        <comment>mahjong.event.pung</comment>
        <translation>{seat} tar {tile} til en pung.</translation>
    </message>
    <message>
        <source>You claim the {tile} for a pung.</source>
        <comment>mahjong.event.pung.you.seat</comment>
        <translation>Du tar {tile} til en pung.</translation>
    </message>
    <message>
        <source>{seat} draws a replacement tile from the end of the wall.</source>
        <comment>mahjong.event.replacement</comment>
        <translation>{seat} trekker en erstatningsbrikke fra enden av muren.</translation>
    </message>
    <message>
        <source>You draw a replacement tile from the end of the wall.</source>
        <comment>mahjong.event.replacement.you.seat</comment>
        <translation>Du trekker en erstatningsbrikke fra enden av muren.</translation>
    </message>
    <message>
        <source>{seat} robs the kong.</source>
        <comment>mahjong.event.robbed</comment>
        <translation>{seat} raner kongen.</translation>
    </message>
    <message>
        <source>You rob the kong.</source>
        <comment>mahjong.event.robbed.you.seat</comment>
        <translation>Du raner kongen.</translation>
    </message>
    <message>
        <source>All Chows</source>
        <comment>mahjong.fan.all_chows</comment>
        <translation>Bare chower</translation>
    </message>
    <message>
        <source>All Even Pungs</source>
        <comment>mahjong.fan.all_even_pungs</comment>
        <translation>Bare like punger</translation>
    </message>
    <message>
        <source>All Five</source>
        <comment>mahjong.fan.all_five</comment>
        <translation>Femmer overalt</translation>
    </message>
    <message>
        <source>All Green</source>
        <comment>mahjong.fan.all_green</comment>
        <translation>Helgrønn</translation>
    </message>
    <message>
        <source>All Honors</source>
        <comment>mahjong.fan.all_honors</comment>
        <translation>Bare æresbrikker</translation>
    </message>
    <message>
        <source>All Pungs</source>
        <comment>mahjong.fan.all_pungs</comment>
        <translation>Bare punger</translation>
    </message>
    <message>
        <source>All Simples</source>
        <comment>mahjong.fan.all_simples</comment>
        <translation>Bare enkle brikker</translation>
    </message>
    <message>
        <source>All Terminals</source>
        <comment>mahjong.fan.all_terminals</comment>
        <translation>Bare endebrikker</translation>
    </message>
    <message>
        <source>All Terminals and Honors</source>
        <comment>mahjong.fan.all_terminals_and_honors</comment>
        <translation>Bare endebrikker og æresbrikker</translation>
    </message>
    <message>
        <source>All Types</source>
        <comment>mahjong.fan.all_types</comment>
        <translation>Alle typer</translation>
    </message>
    <message>
        <source>Big Four Winds</source>
        <comment>mahjong.fan.big_four_winds</comment>
        <translation>Fire store vinder</translation>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <comment>mahjong.fan.big_three_dragons</comment>
        <translation>Tre store drager</translation>
    </message>
    <message>
        <source>Big Three Winds</source>
        <comment>mahjong.fan.big_three_winds</comment>
        <translation>Tre store vinder</translation>
    </message>
    <message>
        <source>Chicken Hand</source>
        <comment>mahjong.fan.chicken_hand</comment>
        <translation>Kyllinghånd</translation>
    </message>
    <message>
        <source>Closed Wait</source>
        <comment>mahjong.fan.closed_wait</comment>
        <translation>Midtventing</translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <comment>mahjong.fan.concealed_hand</comment>
        <translation>Skjult hånd</translation>
    </message>
    <message>
        <source>Concealed Kong</source>
        <comment>mahjong.fan.concealed_kong</comment>
        <translation>Skjult kong</translation>
    </message>
    <message>
        <source>Double Pung</source>
        <comment>mahjong.fan.double_pung</comment>
        <translation>Dobbel pung</translation>
    </message>
    <message>
        <source>Dragon Pung</source>
        <comment>mahjong.fan.dragon_pung</comment>
        <translation>Dragepung</translation>
    </message>
    <message>
        <source>Edge Wait</source>
        <comment>mahjong.fan.edge_wait</comment>
        <translation>Kantventing</translation>
    </message>
    <message>
        <source>Flower Tiles</source>
        <comment>mahjong.fan.flower_tiles</comment>
        <translation>Blomsterbrikker</translation>
    </message>
    <message>
        <source>Four Concealed Pungs</source>
        <comment>mahjong.fan.four_concealed_pungs</comment>
        <translation>Fire skjulte punger</translation>
    </message>
    <message>
        <source>Four Kongs</source>
        <comment>mahjong.fan.four_kongs</comment>
        <translation>Fire konger</translation>
    </message>
    <message>
        <source>Four Pure Shifted Chows</source>
        <comment>mahjong.fan.four_pure_shifted_chows</comment>
        <translation>Fire rene forskjøvne chower</translation>
    </message>
    <message>
        <source>Four Pure Shifted Pungs</source>
        <comment>mahjong.fan.four_pure_shifted_pungs</comment>
        <translation>Fire rene forskjøvne punger</translation>
    </message>
    <message>
        <source>Full Flush</source>
        <comment>mahjong.fan.full_flush</comment>
        <translation>Ren farge</translation>
    </message>
    <message>
        <source>Fully Concealed Hand</source>
        <comment>mahjong.fan.fully_concealed_hand</comment>
        <translation>Helt skjult hånd</translation>
    </message>
    <message>
        <source>Greater Honors and Knitted Tiles</source>
        <comment>mahjong.fan.greater_honors_and_knitted_tiles</comment>
        <translation>Store æresbrikker og flettede brikker</translation>
    </message>
    <message>
        <source>Half Flush</source>
        <comment>mahjong.fan.half_flush</comment>
        <translation>Halv farge</translation>
    </message>
    <message>
        <source>Knitted Straight</source>
        <comment>mahjong.fan.knitted_straight</comment>
        <translation>Flettet rekke</translation>
    </message>
    <message>
        <source>Last Tile</source>
        <comment>mahjong.fan.last_tile</comment>
        <translation>Siste eksemplar</translation>
    </message>
    <message>
        <source>Last Tile Claim</source>
        <comment>mahjong.fan.last_tile_claim</comment>
        <translation>Siste brikke tatt</translation>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <comment>mahjong.fan.last_tile_draw</comment>
        <translation>Siste brikke trukket</translation>
    </message>
    <message>
        <source>Lesser Honors and Knitted Tiles</source>
        <comment>mahjong.fan.lesser_honors_and_knitted_tiles</comment>
        <translation>Små æresbrikker og flettede brikker</translation>
    </message>
    <message>
        <source>Little Four Winds</source>
        <comment>mahjong.fan.little_four_winds</comment>
        <translation>Fire små vinder</translation>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <comment>mahjong.fan.little_three_dragons</comment>
        <translation>Tre små drager</translation>
    </message>
    <message>
        <source>Lower Four</source>
        <comment>mahjong.fan.lower_four</comment>
        <translation>Nedre fire</translation>
    </message>
    <message>
        <source>Lower Tiles</source>
        <comment>mahjong.fan.lower_tiles</comment>
        <translation>Nedre brikker</translation>
    </message>
    <message>
        <source>Melded Hand</source>
        <comment>mahjong.fan.melded_hand</comment>
        <translation>Åpen hånd</translation>
    </message>
    <message>
        <source>Melded Kong</source>
        <comment>mahjong.fan.melded_kong</comment>
        <translation>Åpen kong</translation>
    </message>
    <message>
        <source>Middle Tiles</source>
        <comment>mahjong.fan.middle_tiles</comment>
        <translation>Midtre brikker</translation>
    </message>
    <message>
        <source>Mixed Double Chow</source>
        <comment>mahjong.fan.mixed_double_chow</comment>
        <translation>Blandet dobbel chow</translation>
    </message>
    <message>
        <source>Mixed Shifted Chows</source>
        <comment>mahjong.fan.mixed_shifted_chows</comment>
        <translation>Blandede forskjøvne chower</translation>
    </message>
    <message>
        <source>Mixed Shifted Pungs</source>
        <comment>mahjong.fan.mixed_shifted_pungs</comment>
        <translation>Blandede forskjøvne punger</translation>
    </message>
    <message>
        <source>Mixed Straight</source>
        <comment>mahjong.fan.mixed_straight</comment>
        <translation>Blandet rekke</translation>
    </message>
    <message>
        <source>Mixed Triple Chow</source>
        <comment>mahjong.fan.mixed_triple_chow</comment>
        <translation>Blandet trippel chow</translation>
    </message>
    <message>
        <source>Nine Gates</source>
        <comment>mahjong.fan.nine_gates</comment>
        <translation>Ni porter</translation>
    </message>
    <message>
        <source>No Honors</source>
        <comment>mahjong.fan.no_honors</comment>
        <translation>Ingen æresbrikker</translation>
    </message>
    <message>
        <source>One Voided Suit</source>
        <comment>mahjong.fan.one_voided_suit</comment>
        <translation>Én farge mangler</translation>
    </message>
    <message>
        <source>Out with Replacement Tile</source>
        <comment>mahjong.fan.out_with_replacement_tile</comment>
        <translation>Ut på erstatningsbrikke</translation>
    </message>
    <message>
        <source>Outside Hand</source>
        <comment>mahjong.fan.outside_hand</comment>
        <translation>Ytterhånd</translation>
    </message>
    <message>
        <source>Prevalent Wind</source>
        <comment>mahjong.fan.prevalent_wind</comment>
        <translation>Rundevind</translation>
    </message>
    <message>
        <source>Pung of Terminals or Honors</source>
        <comment>mahjong.fan.pung_of_terminals_or_honors</comment>
        <translation>Pung av endebrikker eller æresbrikker</translation>
    </message>
    <message>
        <source>Pure Double Chow</source>
        <comment>mahjong.fan.pure_double_chow</comment>
        <translation>Ren dobbel chow</translation>
    </message>
    <message>
        <source>Pure Shifted Chows</source>
        <comment>mahjong.fan.pure_shifted_chows</comment>
        <translation>Rene forskjøvne chower</translation>
    </message>
    <message>
        <source>Pure Shifted Pungs</source>
        <comment>mahjong.fan.pure_shifted_pungs</comment>
        <translation>Rene forskjøvne punger</translation>
    </message>
    <message>
        <source>Pure Straight</source>
        <comment>mahjong.fan.pure_straight</comment>
        <translation>Ren rekke</translation>
    </message>
    <message>
        <source>Pure Terminal Chows</source>
        <comment>mahjong.fan.pure_terminal_chows</comment>
        <translation>Rene endechower</translation>
    </message>
    <message>
        <source>Pure Triple Chow</source>
        <comment>mahjong.fan.pure_triple_chow</comment>
        <translation>Ren trippel chow</translation>
    </message>
    <message>
        <source>Quadruple Chow</source>
        <comment>mahjong.fan.quadruple_chow</comment>
        <translation>Firedobbel chow</translation>
    </message>
    <message>
        <source>Reversible Tiles</source>
        <comment>mahjong.fan.reversible_tiles</comment>
        <translation>Vendbare brikker</translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <comment>mahjong.fan.robbing_the_kong</comment>
        <translation>Rane kongen</translation>
    </message>
    <message>
        <source>Seat Wind</source>
        <comment>mahjong.fan.seat_wind</comment>
        <translation>Plassvind</translation>
    </message>
    <message>
        <source>Self-Drawn</source>
        <comment>mahjong.fan.self_drawn</comment>
        <translation>Selvtrukket</translation>
    </message>
    <message>
        <source>Seven Pairs</source>
        <comment>mahjong.fan.seven_pairs</comment>
        <translation>Sju par</translation>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <comment>mahjong.fan.seven_shifted_pairs</comment>
        <translation>Sju forskjøvne par</translation>
    </message>
    <message>
        <source>Short Straight</source>
        <comment>mahjong.fan.short_straight</comment>
        <translation>Kort rekke</translation>
    </message>
    <message>
        <source>Single Wait</source>
        <comment>mahjong.fan.single_wait</comment>
        <translation>Enkeltventing</translation>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <comment>mahjong.fan.thirteen_orphans</comment>
        <translation>Tretten foreldreløse</translation>
    </message>
    <message>
        <source>Three Concealed Pungs</source>
        <comment>mahjong.fan.three_concealed_pungs</comment>
        <translation>Tre skjulte punger</translation>
    </message>
    <message>
        <source>Three Kongs</source>
        <comment>mahjong.fan.three_kongs</comment>
        <translation>Tre konger</translation>
    </message>
    <message>
        <source>Three-Suited Terminal Chows</source>
        <comment>mahjong.fan.three_suited_terminal_chows</comment>
        <translation>Endechower i tre farger</translation>
    </message>
    <message>
        <source>Tile Hog</source>
        <comment>mahjong.fan.tile_hog</comment>
        <translation>Brikkegris</translation>
    </message>
    <message>
        <source>Triple Pung</source>
        <comment>mahjong.fan.triple_pung</comment>
        <translation>Trippel pung</translation>
    </message>
    <message>
        <source>Two Concealed Kongs</source>
        <comment>mahjong.fan.two_concealed_kongs</comment>
        <translation>To skjulte konger</translation>
    </message>
    <message>
        <source>Two Concealed Pungs</source>
        <comment>mahjong.fan.two_concealed_pungs</comment>
        <translation>To skjulte punger</translation>
    </message>
    <message>
        <source>Two Dragon Pungs</source>
        <comment>mahjong.fan.two_dragon_pungs</comment>
        <translation>To dragepunger</translation>
    </message>
    <message>
        <source>Two Melded Kongs</source>
        <comment>mahjong.fan.two_melded_kongs</comment>
        <translation>To åpne konger</translation>
    </message>
    <message>
        <source>Two Terminal Chows</source>
        <comment>mahjong.fan.two_terminal_chows</comment>
        <translation>To endechower</translation>
    </message>
    <message>
        <source>Upper Four</source>
        <comment>mahjong.fan.upper_four</comment>
        <translation>Øvre fire</translation>
    </message>
    <message>
        <source>Upper Tiles</source>
        <comment>mahjong.fan.upper_tiles</comment>
        <translation>Øvre brikker</translation>
    </message>
    <message>
        <source>Answer the discard first: claim it or pass.</source>
        <comment>mahjong.illegal.answer_claim</comment>
        <translation>Svar på kastet først: gjør krav på det eller stå over.</translation>
    </message>
    <message>
        <source>Only the player after the discarder may chow.</source>
        <comment>mahjong.illegal.chow_next_only</comment>
        <translation>Bare spilleren etter den som kastet, kan ta til chow.</translation>
    </message>
    <message>
        <source>After a chow or pung, discard before any kong or win.</source>
        <comment>mahjong.illegal.discard_first</comment>
        <translation>Etter en chow eller pung må du kaste før du kan melde kong eller vinne.</translation>
    </message>
    <message>
        <source>Your hand does not make that chow with the {tile}.</source>
        <comment>mahjong.illegal.no_chow</comment>
        <translation>Hånden din gir ikke den chowen med {tile}.</translation>
    </message>
    <message>
        <source>There is no tile to claim now.</source>
        <comment>mahjong.illegal.no_claim_open</comment>
        <translation>Det er ingen brikke å gjøre krav på nå.</translation>
    </message>
    <message>
        <source>A concealed kong needs four {tile} in your hand.</source>
        <comment>mahjong.illegal.no_four</comment>
        <translation>En skjult kong krever fire {tile} på hånden.</translation>
    </message>
    <message>
        <source>An exposed kong needs three {tile} in your hand.</source>
        <comment>mahjong.illegal.no_kong</comment>
        <translation>En åpen kong krever tre {tile} på hånden.</translation>
    </message>
    <message>
        <source>A pung needs two {tile} in your hand.</source>
        <comment>mahjong.illegal.no_pung</comment>
        <translation>En pung krever to {tile} på hånden.</translation>
    </message>
    <message>
        <source>An added kong needs your exposed pung of {tile} and the fourth tile in your hand.</source>
        <comment>mahjong.illegal.no_pung_to_extend</comment>
        <translation>En utvidet kong krever en åpen pung av {tile} og den fjerde brikken på hånden.</translation>
    </message>
    <message>
        <source>A kong needs a replacement tile, and the wall is empty.</source>
        <comment>mahjong.illegal.no_replacement</comment>
        <translation>En kong krever en erstatningsbrikke, og muren er tom.</translation>
    </message>
    <message>
        <source>That is not a winning hand.</source>
        <comment>mahjong.illegal.not_a_win</comment>
        <translation>Det er ikke en vinnende hånd.</translation>
    </message>
    <message>
        <source>You do not hold that {tile}.</source>
        <comment>mahjong.illegal.not_in_hand</comment>
        <translation>Du har ikke denne brikken: {tile}.</translation>
    </message>
    <message>
        <source>You can only win by self-draw on a tile you just drew.</source>
        <comment>mahjong.illegal.not_your_draw</comment>
        <translation>Du kan bare vinne på selvtrekk med en brikke du nettopp har trukket.</translation>
    </message>
    <message>
        <source>A tile added to a kong can only be taken to win.</source>
        <comment>mahjong.illegal.rob_only_win</comment>
        <translation>En brikke som legges til en kong, kan bare tas for å vinne.</translation>
    </message>
    <message numerus="yes">
        <source>This hand scores {points} points before flowers; a win needs at least {minimum}.</source>
        <comment>mahjong.illegal.under_minimum</comment>
        <translation>
            <numerusform>Denne hånden gir {points} poeng før blomstene; en seier krever minst {minimum}.</numerusform>
            <numerusform>Denne hånden gir {points} poeng før blomstene; en seier krever minst {minimum}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins on the discard of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.discard</comment>
        <translation>
            <numerusform>{seat} vinner på kastet fra {discarder}: {total} poeng.</numerusform>
            <numerusform>{seat} vinner på kastet fra {discarder}: {total} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win on the discard of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.discard.you.seat</comment>
        <translation>
            <numerusform>Du vinner på kastet fra {discarder}: {total} poeng.</numerusform>
            <numerusform>Du vinner på kastet fra {discarder}: {total} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins on your discard: {total} points.</source>
        <comment>mahjong.outcome.discard.you.discarder</comment>
        <translation>
            <numerusform>{seat} vinner på kastet ditt: {total} poeng.</numerusform>
            <numerusform>{seat} vinner på kastet ditt: {total} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} robs the kong of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.rob</comment>
        <translation>
            <numerusform>{seat} raner kongen til {discarder}: {total} poeng.</numerusform>
            <numerusform>{seat} raner kongen til {discarder}: {total} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You rob the kong of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.rob.you.seat</comment>
        <translation>
            <numerusform>Du raner kongen til {discarder}: {total} poeng.</numerusform>
            <numerusform>Du raner kongen til {discarder}: {total} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} robs your kong: {total} points.</source>
        <comment>mahjong.outcome.rob.you.discarder</comment>
        <translation>
            <numerusform>{seat} raner kongen din: {total} poeng.</numerusform>
            <numerusform>{seat} raner kongen din: {total} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins by self-draw: {total} points.</source>
        <comment>mahjong.outcome.self_drawn</comment>
        <translation>
            <numerusform>{seat} vinner på selvtrekk: {total} poeng.</numerusform>
            <numerusform>{seat} vinner på selvtrekk: {total} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win by self-draw: {total} points.</source>
        <comment>mahjong.outcome.self_drawn.you.seat</comment>
        <translation>
            <numerusform>Du vinner på selvtrekk: {total} poeng.</numerusform>
            <numerusform>Du vinner på selvtrekk: {total} poeng.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody takes the {card}: it counts as a discard of {seat}.</source>
        <comment>sisepai.event.becomes_discard</comment>
        <translation>Ingen tar {card}: det regnes som kastet av {seat}.</translation>
    </message>
    <message>
        <source>Nobody takes the {card}: it counts as your discard.</source>
        <comment>sisepai.event.becomes_discard.you.seat</comment>
        <translation>Ingen tar {card}: det regnes som ditt kast.</translation>
    </message>
    <message>
        <source>{seat} takes the {card} and shows a {meld}.</source>
        <comment>sisepai.event.claim</comment>
        <translation>{seat} tar {card} og legger ut: {meld}.</translation>
    </message>
    <message>
        <source>You take the {card} and show a {meld}.</source>
        <comment>sisepai.event.claim.you.seat</comment>
        <translation>Du tar {card} og legger ut: {meld}.</translation>
    </message>
    <message>
        <source>Twenty cards each; {seat} deals and draws first.</source>
        <comment>sisepai.event.deal</comment>
        <translation>Tjue kort hver; {seat} gir og trekker først.</translation>
    </message>
    <message>
        <source>Twenty cards each; you deal and draw first.</source>
        <comment>sisepai.event.deal.you.seat</comment>
        <translation>Tjue kort hver; du gir og trekker først.</translation>
    </message>
    <message>
        <source>{seat} discards the {card}.</source>
        <comment>sisepai.event.discard</comment>
        <translation>{seat} kaster {card}.</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <comment>sisepai.event.discard.you.seat</comment>
        <translation>Du kaster {card}.</translation>
    </message>
    <message>
        <source>{seat} draws the {card}.</source>
        <comment>sisepai.event.draw</comment>
        <translation>{seat} trekker {card}.</translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <comment>sisepai.event.draw.you.seat</comment>
        <translation>Du trekker {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} is dealt {count} cards.</source>
        <comment>sisepai.event.hand</comment>
        <translation>
            <numerusform>{seat} får {count} kort.</numerusform>
            <numerusform>{seat} får {count} kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are dealt {count} cards.</source>
        <comment>sisepai.event.hand.you.seat</comment>
        <translation>
            <numerusform>Du får {count} kort.</numerusform>
            <numerusform>Du får {count} kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins with the {card}: {points} points.</source>
        <comment>sisepai.outcome.win</comment>
        <translation>
            <numerusform>{seat} vinner med {card}: {points} poeng.</numerusform>
            <numerusform>{seat} vinner med {card}: {points} poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win with the {card}: {points} points.</source>
        <comment>sisepai.outcome.win.you.seat</comment>
        <translation>
            <numerusform>Du vinner med {card}: {points} poeng.</numerusform>
            <numerusform>Du vinner med {card}: {points} poeng.</numerusform>
        </translation>
    </message>
    <message>
        <source>The wall is exhausted with no winner: a draw.</source>
        <comment>mahjong.outcome.exhausted</comment>
        <translation>Muren er tom og ingen har vunnet: uavgjort.</translation>
    </message>
    <message>
        <source>bamboo</source>
        <comment>mahjong.suit.bamboo</comment>
        <translation>bambus</translation>
    </message>
    <message>
        <source>characters</source>
        <comment>mahjong.suit.characters</comment>
        <translation>tegn</translation>
    </message>
    <message>
        <source>dots</source>
        <comment>mahjong.suit.dots</comment>
        <translation>sirkel</translation>
    </message>
    <message>
        <source>East Wind</source>
        <comment>mahjong.tile.east</comment>
        <translation>Østvind</translation>
    </message>
    <message>
        <source>Flower {number}</source>
        <comment>mahjong.tile.flower</comment>
        <translation>Blomst {number}</translation>
    </message>
    <message>
        <source>Green Dragon</source>
        <comment>mahjong.tile.green</comment>
        <translation>Grønn drage</translation>
    </message>
    <message>
        <source>North Wind</source>
        <comment>mahjong.tile.north</comment>
        <translation>Nordvind</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>mahjong.tile.numbered</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>Red Dragon</source>
        <comment>mahjong.tile.red</comment>
        <translation>Rød drage</translation>
    </message>
    <message>
        <source>South Wind</source>
        <comment>mahjong.tile.south</comment>
        <translation>Sørvind</translation>
    </message>
    <message>
        <source>West Wind</source>
        <comment>mahjong.tile.west</comment>
        <translation>Vestvind</translation>
    </message>
    <message>
        <source>White Dragon</source>
        <comment>mahjong.tile.white</comment>
        <translation>Hvit drage</translation>
    </message>
    <message>
        <source>{colour} {character}</source>
        <comment>sisepai.card</comment>
        <translation>{colour} {character}</translation>
    </message>
    <message>
        <source>Advisor</source>
        <comment>sisepai.character.A</comment>
        <translation>rådgiver</translation>
    </message>
    <message>
        <source>Chariot</source>
        <comment>sisepai.character.C</comment>
        <translation>vogn</translation>
    </message>
    <message>
        <source>Elephant</source>
        <comment>sisepai.character.E</comment>
        <translation>elefant</translation>
    </message>
    <message>
        <source>General</source>
        <comment>sisepai.character.G</comment>
        <translation>general</translation>
    </message>
    <message>
        <source>Horse</source>
        <comment>sisepai.character.H</comment>
        <translation>hest</translation>
    </message>
    <message>
        <source>Cannon</source>
        <comment>sisepai.character.N</comment>
        <translation>kanon</translation>
    </message>
    <message>
        <source>Soldier</source>
        <comment>sisepai.character.S</comment>
        <translation>soldat</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>sisepai.colour.G</comment>
        <translation>grønn</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>sisepai.colour.R</comment>
        <translation>rød</translation>
    </message>
    <message>
        <source>White</source>
        <comment>sisepai.colour.W</comment>
        <translation>hvit</translation>
    </message>
    <message>
        <source>Yellow</source>
        <comment>sisepai.colour.Y</comment>
        <translation>gul</translation>
    </message>
    <message>
        <source>Nobody takes the {card}.</source>
        <comment>sisepai.event.to_pile</comment>
        <translation>Ingen tar {card}.</translation>
    </message>
    <message>
        <source>Chrysanthemum flower</source>
        <comment>sisepai.flower.CH</comment>
        <translation>krysantemum</translation>
    </message>
    <message>
        <source>Lotus flower</source>
        <comment>sisepai.flower.LO</comment>
        <translation>lotusblomst</translation>
    </message>
    <message>
        <source>Orchid flower</source>
        <comment>sisepai.flower.OR</comment>
        <translation>orkidé</translation>
    </message>
    <message>
        <source>Peach flower</source>
        <comment>sisepai.flower.PE</comment>
        <translation>ferskenblomst</translation>
    </message>
    <message>
        <source>Plum flower</source>
        <comment>sisepai.flower.PL</comment>
        <translation>plommeblomst</translation>
    </message>
    <message>
        <source>Discard a card from your hidden hand first.</source>
        <comment>sisepai.illegal.must_discard</comment>
        <translation>Kast først et kort fra den skjulte hånden din.</translation>
    </message>
    <message>
        <source>You drew a General or a flower: you must take it.</source>
        <comment>sisepai.illegal.must_take</comment>
        <translation>Du trakk en general eller en blomst: du må ta den.</translation>
    </message>
    <message>
        <source>Generals and flowers can never be discarded.</source>
        <comment>sisepai.illegal.never_discard</comment>
        <translation>Generaler og blomster kan aldri kastes.</translation>
    </message>
    <message>
        <source>That claim would leave you nothing you may discard.</source>
        <comment>sisepai.illegal.no_discard_left</comment>
        <translation>Det kravet ville gjort at du ikke har noe du kan kaste.</translation>
    </message>
    <message>
        <source>A claim that does not win cannot make a pair.</source>
        <comment>sisepai.illegal.no_pair</comment>
        <translation>Et krav som ikke gir seier, kan ikke lage et par.</translation>
    </message>
    <message>
        <source>Those cards and the {card} do not form a legal group.</source>
        <comment>sisepai.illegal.not_a_group</comment>
        <translation>Disse kortene og {card} danner ikke en lovlig gruppe.</translation>
    </message>
    <message>
        <source>Your cards and the {card} do not all form melds.</source>
        <comment>sisepai.illegal.not_a_win</comment>
        <translation>Kortene dine og {card} går ikke opp i kombinasjoner.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>sisepai.illegal.not_in_hand</comment>
        <translation>Du har ikke {card}.</translation>
    </message>
    <message>
        <source>You discard only after taking a card.</source>
        <comment>sisepai.illegal.nothing_to_discard</comment>
        <translation>Du kaster bare etter at du har tatt et kort.</translation>
    </message>
    <message>
        <source>Only the drawer and the next player may claim for a mixed group; you may claim only for a triple or a quad.</source>
        <comment>sisepai.illegal.only_sets</comment>
        <translation>Bare den som trakk og neste spiller kan gjøre krav for en blandet gruppe; du kan bare gjøre krav for tre eller fire like.</translation>
    </message>
    <message>
        <source>Only the drawer may take a General or a flower, unless it wins.</source>
        <comment>sisepai.illegal.only_to_win</comment>
        <translation>Bare den som trakk, kan ta en general eller en blomst, med mindre den gir seier.</translation>
    </message>
    <message>
        <source>Nobody claims their own discard.</source>
        <comment>sisepai.illegal.own_discard</comment>
        <translation>Ingen kan gjøre krav på sitt eget kast.</translation>
    </message>
    <message>
        <source>command group</source>
        <comment>sisepai.meld.command</comment>
        <translation>kommandogruppe</translation>
    </message>
    <message>
        <source>field group</source>
        <comment>sisepai.meld.field</comment>
        <translation>feltgruppe</translation>
    </message>
    <message>
        <source>flower</source>
        <comment>sisepai.meld.flower</comment>
        <translation>blomst</translation>
    </message>
    <message>
        <source>single General</source>
        <comment>sisepai.meld.general</comment>
        <translation>enslig general</translation>
    </message>
    <message>
        <source>pair</source>
        <comment>sisepai.meld.pair</comment>
        <translation>par</translation>
    </message>
    <message>
        <source>quad</source>
        <comment>sisepai.meld.quad</comment>
        <translation>fire like</translation>
    </message>
    <message>
        <source>soldier group</source>
        <comment>sisepai.meld.soldiers</comment>
        <translation>soldatgruppe</translation>
    </message>
    <message>
        <source>triple</source>
        <comment>sisepai.meld.triple</comment>
        <translation>tre like</translation>
    </message>
    <message>
        <source>The stock is exhausted with no winner: a draw.</source>
        <comment>sisepai.outcome.exhausted</comment>
        <translation>Bunken er tom og ingen har vunnet: uavgjort.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <comment>core.illegal.not_a_move</comment>
        <translation>Det er ikke et trekk i dette spillet.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>No hint now: it is not your turn.</source>
        <translation>Ingen hjelp nå: det er ikke din tur.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Leter etter et godt trekk …</translation>
    </message>
    <message>
        <source>The new AI level applies from the next deal.</source>
        <translation>Det nye AI-nivået gjelder fra neste runde.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Vanskelig</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Lett</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Deler ut…</translation>
    </message>
    <message>
        <source>{event} {status}</source>
        <comment>the status line: an opponent&apos;s latest move, then what to do now</comment>
        <translation>{event} {status}</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Take-backs are turned off (see the menu&apos;s options).</source>
        <translation>Angring er slått av (se valgene i menyen).</translation>
    </message>
    <message>
        <source>The deal is over: there is nothing to take back.</source>
        <translation>Runden er over: det er ingenting å angre.</translation>
    </message>
    <message>
        <source>Nothing to take back yet: you have made no move.</source>
        <translation>Ingenting å angre ennå: du har ikke gjort noe trekk.</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message numerus="yes">
        <source>%1 · %Ln tiles</source>
        <comment>lobby origin line: where the game is from · size of the set</comment>
        <translation>
            <numerusform>%1 · %Ln brikke</numerusform>
            <numerusform>%1 · %Ln brikker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln cards</source>
        <comment>lobby origin line: where the game is from · size of the pack</comment>
        <translation>
            <numerusform>%1 · %Ln kort</numerusform>
            <numerusform>%1 · %Ln kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Played %1 · won %2 · best streak %3</source>
        <comment>lobby: the player&apos;s statistics of a game</comment>
        <translation>Spilt %1 · vunnet %2 · beste rekke %3</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Wikipedia</source>
        <translation>Wikipedia</translation>
    </message>
    <message>
        <source>%1 on Wikipedia</source>
        <translation>%1 på Wikipedia</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Reglene for %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Start %1</source>
        <translation>Spill %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsett</translation>
    </message>
    <message>
        <source>Continue the unfinished deal of %1</source>
        <translation>Fortsett den uferdige runden med %1</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Ny runde</translation>
    </message>
    <message>
        <source>New deal of %1</source>
        <translation>Ny runde med %1</translation>
    </message>
    <message>
        <source>Statistics of %1</source>
        <translation>Statistikk for %1</translation>
    </message>
    <message>
        <source>Show the statistics</source>
        <translation>Vis statistikken</translation>
    </message>
    <message>
        <source>%1 is coming in a later version.</source>
        <translation>%1 kommer i en senere versjon.</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Kommer snart</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistikk</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>AI-nivå</translation>
    </message>
    <message>
        <source>AI level for %1</source>
        <translation>AI-nivå for %1</translation>
    </message>
    <message>
        <source>How strong the AI opponents play, from the next deal</source>
        <translation>Hvor sterkt AI-motstanderne spiller, fra neste runde</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Sì Sè Pái</source>
        <translation>Sì Sè Pái</translation>
    </message>
    <message>
        <source>Southern Fujian tradition · China</source>
        <translation>Tradisjon fra Sør-Fujian · Kina</translation>
    </message>
    <message>
        <source>4 players · you against three AI · one deal</source>
        <translation>4 spillere · du mot tre AI-er · én runde</translation>
    </message>
    <message>
        <source>Durak</source>
        <translation>Durak</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation>Russland</translation>
    </message>
    <message>
        <source>Defend with a higher card of the same suit or a trump, and add attacks that match ranks already on the table. After the stock runs out, the last player still holding cards becomes the durak (the fool).</source>
        <translation>Forsvar deg med et høyere kort i samme farge eller med trumf, og angrip videre med kort i verdier som allerede ligger på bordet. Når bunken er tom, blir den siste som fortsatt har kort på hånden, durak (tosken).</translation>
    </message>
    <message>
        <source>2 players · you against one AI · a single deal</source>
        <translation>2 spillere · du mot én AI · én runde</translation>
    </message>
    <message>
        <source>Chinese Official Mahjong</source>
        <translation>Kinesisk offisiell mahjong</translation>
    </message>
    <message>
        <source>China</source>
        <translation>Kina</translation>
    </message>
    <message>
        <source>Find scoring patterns in your hand. Reach eight points under Chinese Official rules, with flower points counted separately.</source>
        <translation>Finn poenggivende mønstre i hånden din. Nå åtte poeng etter de kinesiske offisielle reglene; blomsterpoeng telles for seg.</translation>
    </message>
    <message>
        <source>Kowah</source>
        <translation>Kowah</translation>
    </message>
    <message>
        <source>Java, Indonesia</source>
        <translation>Java, Indonesia</translation>
    </message>
    <message>
        <source>A traditional money-card game of Chinese communities in Java: make two triples and an identical pair, declare cheki, then wait for the third matching card.</source>
        <translation>Et tradisjonelt pengekortspill fra de kinesiske miljøene på Java: lag to tripler og et likt par, meld cheki, og vent så på det tredje kortet som passer.</translation>
    </message>
    <message>
        <source>3 players · you against two AI · one deal</source>
        <translation>3 spillere · du mot to AI-er · én runde</translation>
    </message>
    <message>
        <source>Chess pieces and soldiers in four colours: Red, Yellow, White and Green. A 120-card pack; this table plays the 117-card flower variant.</source>
        <translation>Sjakkbrikker og soldater i fire farger: rød, gul, hvit og grønn. En kortstokk med 120 kort; dette bordet spiller blomstervarianten med 117 kort.</translation>
    </message>
</context>
<context>
    <name>GapWords</name>
    <message>
        <source>ready either way</source>
        <translation>klar i begge tilfeller</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready either way</source>
        <translation>
            <numerusform>%n trekk fra klar i begge tilfeller</numerusform>
            <numerusform>%n trekk fra klar i begge tilfeller</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ready instead of %n tile(s) from ready</source>
        <translation>
            <numerusform>klar i stedet for %n trekk fra klar</numerusform>
            <numerusform>klar i stedet for %n trekk fra klar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready instead of ready</source>
        <translation>
            <numerusform>%n trekk fra klar i stedet for klar</numerusform>
            <numerusform>%n trekk fra klar i stedet for klar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready instead of %1</source>
        <comment>the player&apos;s hand, then the AI&apos;s</comment>
        <translation>
            <numerusform>%n trekk fra klar i stedet for %1</numerusform>
            <numerusform>%n trekk fra klar i stedet for %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n useful tile(s) instead of %1</source>
        <comment>live tiles that would help: the player&apos;s hand, then the AI&apos;s</comment>
        <translation>
            <numerusform>%n nyttig brikke i stedet for %1</numerusform>
            <numerusform>%n nyttige brikker i stedet for %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>By this measure your choice is no worse.</source>
        <comment>after a review row&apos;s measure that favours the player&apos;s choice</comment>
        <translation>Etter dette målet er ditt valg ikke dårligere.</translation>
    </message>
    <message>
        <source>Your hand: %1; %2.</source>
        <comment>an MCR review row: tiles from ready, useful tiles</comment>
        <translation>Hånden din: %1; %2.</translation>
    </message>
    <message>
        <source>Chance of a live ready hand: %1 instead of %2.</source>
        <comment>Kowah: the player&apos;s choice, then the AI&apos;s</comment>
        <translation>Sjanse for en klar hånd med levende venting: %1 i stedet for %2.</translation>
    </message>
    <message>
        <source>Hard AI&apos;s score (−1 to +1): %1 for yours, %2 for its choice.</source>
        <comment>Durak: -1 the durak, +1 out first</comment>
        <translation>Poeng fra AI-en (Vanskelig), fra −1 til +1: %1 for ditt valg, %2 for dens.</translation>
    </message>
    <message>
        <source>Hard AI&apos;s score: %1 for yours, %2 for its choice.</source>
        <comment>the hard AI&apos;s outlook of each choice</comment>
        <translation>Poeng fra AI-en (Vanskelig): %1 for ditt valg, %2 for dens.</translation>
    </message>
</context>
<context>
    <name>GiveUpQuestion</name>
    <message>
        <source>New deal</source>
        <translation>Ny runde</translation>
    </message>
    <message>
        <source>Give up the unfinished %1 deal and deal again?</source>
        <translation>Gi opp den uferdige runden med %1 og gi på nytt?</translation>
    </message>
    <message>
        <source>Nothing is counted for a deal given up.</source>
        <translation>En runde som gis opp, telles ikke.</translation>
    </message>
    <message>
        <source>&amp;Deal again</source>
        <translation>&amp;Gi på nytt</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Spill videre</translation>
    </message>
    <message>
        <source>Do&amp;n&apos;t ask again</source>
        <translation>&amp;Ikke spør igjen</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>L&amp;anguage</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>Co&amp;ntrast</source>
        <translation>&amp;Kontrast</translation>
    </message>
    <message>
        <source>Gra&amp;in</source>
        <translation>Kor&amp;n</translation>
    </message>
    <message>
        <source>Colour te&amp;mperature</source>
        <translation>Farge&amp;temperatur</translation>
    </message>
</context>
<context>
    <name>KowahTable</name>
    <message>
        <source>&amp;Draw</source>
        <translation>T&amp;rekk</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Trekk</translation>
    </message>
    <message>
        <source>Draw the top card of the stock</source>
        <translation>Trekk det øverste kortet i bunken</translation>
    </message>
    <message>
        <source>&amp;Take</source>
        <translation>Ta &amp;opp</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Ta opp</translation>
    </message>
    <message>
        <source>Take the latest discard (not on your first turn)</source>
        <translation>Ta siste kast (ikke i din første tur)</translation>
    </message>
    <message>
        <source>De&amp;clare cheki</source>
        <translation>&amp;Meld cheki</translation>
    </message>
    <message>
        <source>Declare cheki</source>
        <translation>Meld cheki</translation>
    </message>
    <message>
        <source>Lock your ready hand and expose the waiting pair</source>
        <translation>Lås den klare hånden din og legg ut venteparet</translation>
    </message>
    <message>
        <source>&amp;Stay silent</source>
        <translation>&amp;Vent med å melde</translation>
    </message>
    <message>
        <source>Stay silent</source>
        <translation>Vent med å melde</translation>
    </message>
    <message>
        <source>Keep playing without declaring</source>
        <translation>Spill videre uten å melde</translation>
    </message>
    <message>
        <source>Expose the pair of {face}</source>
        <translation>Legg ut paret med {face}</translation>
    </message>
    <message>
        <source>(hint)</source>
        <translation>(tips)</translation>
    </message>
</context>
<context>
    <name>KowahWords</name>
    <message>
        <source>Hint: draw from the stock</source>
        <translation>Tips: trekk fra bunken</translation>
    </message>
    <message>
        <source>Hint: take the {card}</source>
        <translation>Tips: ta {card}</translation>
    </message>
    <message>
        <source>Hint: discard the {card}</source>
        <translation>Tips: kast {card}</translation>
    </message>
    <message>
        <source>Hint: declare cheki, exposing the pair of {face}</source>
        <translation>Tips: meld cheki og legg ut paret med {face}</translation>
    </message>
    <message>
        <source>Hint: do not declare yet</source>
        <translation>Tips: ikke meld ennå</translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat} tenker …</translation>
    </message>
    <message>
        <source>Cheki! You wait on the {face}: draw from the stock</source>
        <translation>Cheki! Du venter på {face}: trekk fra bunken</translation>
    </message>
    <message>
        <source>Your first turn must draw: click the stock</source>
        <translation>I din første tur må du trekke: klikk på bunken</translation>
    </message>
    <message>
        <source>Draw from the stock, or take the {card}</source>
        <translation>Trekk fra bunken, eller ta {card}</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Trekk fra bunken</translation>
    </message>
    <message>
        <source>Click the {card} again (or press Enter) to discard it</source>
        <translation>Klikk på {card} en gang til (eller trykk Enter) for å kaste det</translation>
    </message>
    <message>
        <source>Discard a card: click it twice, or drag it to the discards</source>
        <translation>Kast et kort: klikk på det to ganger, eller dra det til kastene</translation>
    </message>
    <message>
        <source>Your hand is ready: declare cheki, or stay silent</source>
        <translation>Hånden din er klar: meld cheki, eller vent med å melde</translation>
    </message>
    <message>
        <source>The deal is drawn</source>
        <translation>Runden endte uavgjort</translation>
    </message>
    <message>
        <source>×{multiplier}</source>
        <translation>×{multiplier}</translation>
    </message>
    <message>
        <source>You win {times}!</source>
        <translation>Du vinner {times}!</translation>
    </message>
    <message>
        <source>{seat} wins {times}</source>
        <translation>{seat} vinner {times}</translation>
    </message>
    <message>
        <source>The stock ran out and neither the last card nor its discard completed a waiting pair.</source>
        <translation>Bunken ble tom, og verken det siste kortet eller kastet av det fullførte et ventepar.</translation>
    </message>
    <message>
        <source>A drawn card is checked for the drawer first, then round the table in turn.</source>
        <translation>Et trukket kort sjekkes først for den som trakk det, deretter rundt bordet etter tur.</translation>
    </message>
    <message>
        <source>A discard is checked round the table in turn, from the seat after the discarder.</source>
        <translation>Et kast sjekkes rundt bordet etter tur, fra plassen etter den som kastet.</translation>
    </message>
    <message>
        <source>{seat} ({level}) · cards: {count}</source>
        <translation>{seat} ({level}) · kort: {count}</translation>
    </message>
    <message>
        <source>cheki</source>
        <translation>cheki</translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation>Hånden din, kort: {count}</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand, cards: {count}</source>
        <translation>Hånden til {seat}, kort: {count}</translation>
    </message>
    <message>
        <source>You · cheki</source>
        <translation>Du · cheki</translation>
    </message>
    <message>
        <source>You wait on the {face}</source>
        <translation>Du venter på {face}</translation>
    </message>
    <message>
        <source>{seat} waits on the {face}</source>
        <translation>{seat} venter på {face}</translation>
    </message>
    <message>
        <source>{card}, discarded by {seat}</source>
        <translation>{card}, kastet av {seat}</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>Bunken · {count}</translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation>Bunken, kort: {count}</translation>
    </message>
    <message>
        <source>Discards · {count}</source>
        <translation>Kastene · {count}</translation>
    </message>
    <message>
        <source>Discards, cards: {count}</source>
        <translation>Kastene, kort: {count}</translation>
    </message>
    <message>
        <source>{seat} drew</source>
        <translation>{seat} trakk</translation>
    </message>
    <message>
        <source>The latest face-up draw</source>
        <translation>Det siste åpne trekket</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Lett</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Vanskelig</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>Choose a game</source>
        <translation>Velg et spill</translation>
    </message>
    <message>
        <source>Traditional card and tile games from around the world</source>
        <translation>Tradisjonelle kort- og brikkespill fra hele verden</translation>
    </message>
</context>
<context>
    <name>MahjongController</name>
    <message>
        <source>This tile can be claimed in several ways: choose one on the bar</source>
        <translation>Du kan gjøre krav på denne brikken på flere måter: velg én på linjen</translation>
    </message>
</context>
<context>
    <name>MahjongResults</name>
    <message>
        <source>Fan</source>
        <translation>Fan</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>Blomster</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>receives %1</source>
        <translation>får %1</translation>
    </message>
    <message>
        <source>pays %1</source>
        <translation>betaler %1</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Oppgjør</translation>
    </message>
    <message>
        <source>Fans and points</source>
        <translation>Fan og poeng</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Oppgjør</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <comment>a fan counted more than once</comment>
        <translation>
            <numerusform>%n gang</numerusform>
            <numerusform>%n ganger</numerusform>
        </translation>
    </message>
    <message>
        <source>The winning hand; framed, the winning tile: {tile}</source>
        <translation>Vinnerhånden; i rammen vinnerbrikken: {tile}</translation>
    </message>
    <message>
        <source>The winning hand</source>
        <translation>Vinnerhånden</translation>
    </message>
</context>
<context>
    <name>MahjongTable</name>
    <message>
        <source>&amp;Chow</source>
        <translation>&amp;Chow</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>Chow</translation>
    </message>
    <message>
        <source>Chow {tiles}</source>
        <translation>Chow {tiles}</translation>
    </message>
    <message>
        <source>Claim the discard into the chow {tiles}</source>
        <translation>Gjør krav på kastet og lag chowen {tiles}</translation>
    </message>
    <message>
        <source>&amp;Pung</source>
        <translation>P&amp;ung</translation>
    </message>
    <message>
        <source>Pung</source>
        <translation>Pung</translation>
    </message>
    <message>
        <source>Claim the discard into a pung with your pair</source>
        <translation>Gjør krav på kastet og lag en pung med paret ditt</translation>
    </message>
    <message>
        <source>Claim the discard into a kong with your three</source>
        <translation>Gjør krav på kastet og lag en kong med dine tre like</translation>
    </message>
    <message>
        <source>Declare a concealed kong of {tile}</source>
        <translation>Meld en skjult kong med {tile}</translation>
    </message>
    <message>
        <source>Add the {tile} to your pung</source>
        <translation>Legg {tile} til pungen din</translation>
    </message>
    <message>
        <source>&amp;Kong</source>
        <translation>K&amp;ong</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>Kong of {tile}</source>
        <translation>Kong med {tile}</translation>
    </message>
    <message>
        <source>Win on this tile</source>
        <translation>Vinn på denne brikken</translation>
    </message>
    <message>
        <source>Win with the tile you drew</source>
        <translation>Vinn med brikken du trakk</translation>
    </message>
    <message>
        <source>Hu: declare the win</source>
        <translation>Hu: meld seier</translation>
    </message>
    <message>
        <source>H&amp;u!</source>
        <translation>&amp;Hu!</translation>
    </message>
    <message>
        <source>Pa&amp;ss</source>
        <translation>&amp;Pass</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Let the discard go</source>
        <translation>La kastet gå</translation>
    </message>
</context>
<context>
    <name>MahjongWords</name>
    <message>
        <source>East</source>
        <translation>Øst</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sør</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Vest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
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
        <translation>Tips: kast {tile}.</translation>
    </message>
    <message>
        <source>Hint: declare Hu, you win!</source>
        <translation>Tips: meld Hu – du vinner!</translation>
    </message>
    <message>
        <source>Hint: chow {tiles}.</source>
        <translation>Tips: ta chow {tiles}.</translation>
    </message>
    <message>
        <source>Hint: pung.</source>
        <translation>Tips: ta pung.</translation>
    </message>
    <message>
        <source>Hint: declare the kong.</source>
        <translation>Tips: meld kong.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Tips: pass.</translation>
    </message>
    <message>
        <source>Ready: waiting on {tiles} ({count} unseen).</source>
        <translation>Klar: venter på {tiles} (usette: {count}).</translation>
    </message>
    <message numerus="yes">
        <source>{shanten} from ready; {count} unseen tiles improve it: {tiles}.</source>
        <translation>
            <numerusform>{shanten} trekk fra klar; {count} usett brikke forbedrer hånden: {tiles}.</numerusform>
            <numerusform>{shanten} trekk fra klar; {count} usette brikker forbedrer hånden: {tiles}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat} tenker …</translation>
    </message>
    <message>
        <source>Claim it or pass</source>
        <translation>Gjør krav på den eller pass</translation>
    </message>
    <message>
        <source>{seat} discarded the {tile}: claim it or pass</source>
        <translation>{seat} kastet {tile}: gjør krav på den eller pass</translation>
    </message>
    <message>
        <source>Rob the kong with Hu, or pass</source>
        <translation>Ran kongen med Hu, eller pass</translation>
    </message>
    <message>
        <source>{seat} adds the {tile} to a kong: rob it with Hu, or pass</source>
        <translation>{seat} legger {tile} til en kong: ran den med Hu, eller pass</translation>
    </message>
    <message>
        <source>Discard the {tile}? Click it again or press Enter</source>
        <translation>Kaste {tile}? Klikk en gang til eller trykk Enter</translation>
    </message>
    <message>
        <source>Your turn: declare, or choose a tile to discard</source>
        <translation>Din tur: meld, eller velg en brikke å kaste</translation>
    </message>
    <message>
        <source>Your turn: click a tile to choose it, click again to discard</source>
        <translation>Din tur: klikk en brikke for å velge den, klikk igjen for å kaste</translation>
    </message>
    <message>
        <source>A draw: the wall is exhausted</source>
        <translation>Uavgjort: muren er tom</translation>
    </message>
    <message numerus="yes">
        <source>Hu! You win {total} points</source>
        <translation>
            <numerusform>Hu! Du vinner {total} poeng</numerusform>
            <numerusform>Hu! Du vinner {total} poeng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins {total} points</source>
        <translation>
            <numerusform>{seat} vinner {total} poeng</numerusform>
            <numerusform>{seat} vinner {total} poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody completed a hand before the last tile; nobody pays.</source>
        <translation>Ingen fikk en komplett hånd før siste brikke; ingen betaler.</translation>
    </message>
    <message>
        <source>{seat} drew the winning tile ({tile}).</source>
        <translation>{seat} trakk vinnerbrikken ({tile}).</translation>
    </message>
    <message>
        <source>{seat} robbed the kong of {discarder} ({tile}).</source>
        <translation>{seat} ranet kongen da {discarder} la til {tile}.</translation>
    </message>
    <message>
        <source>{seat} won on the discard of {discarder} ({tile}).</source>
        <translation>{seat} vant på {tile}, som {discarder} kastet.</translation>
    </message>
    <message>
        <source>Wall · {count}</source>
        <translation>Muren · {count}</translation>
    </message>
    <message>
        <source>East round</source>
        <translation>Østrunde</translation>
    </message>
    <message>
        <source>The wall, tiles: {count}</source>
        <translation>Muren, brikker: {count}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>giver</translation>
    </message>
    <message numerus="yes">
        <source>{count} tiles</source>
        <translation>
            <numerusform>{count} brikke</numerusform>
            <numerusform>{count} brikker</numerusform>
        </translation>
    </message>
    <message>
        <source>Your concealed tiles: {count}</source>
        <translation>Dine skjulte brikker: {count}</translation>
    </message>
    <message>
        <source>Your discards</source>
        <translation>Dine kast</translation>
    </message>
    <message>
        <source>Your melds</source>
        <translation>Dine meldte sett</translation>
    </message>
    <message>
        <source>Your flowers</source>
        <translation>Dine blomster</translation>
    </message>
    <message>
        <source>Concealed tiles of {seat}: {count}</source>
        <translation>{seat}: skjulte brikker: {count}</translation>
    </message>
    <message>
        <source>Discards of {seat}</source>
        <translation>{seat}: kast</translation>
    </message>
    <message>
        <source>Melds of {seat}</source>
        <translation>{seat}: meldte sett</translation>
    </message>
    <message>
        <source>Flowers of {seat}</source>
        <translation>{seat}: blomster</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The saved window size could not be used, so the window has its default size. Your settings file was kept as %1.</source>
        <translation>Den lagrede vindusstørrelsen kunne ikke brukes, så vinduet har standardstørrelsen. Innstillingsfilen din er tatt vare på som %1.</translation>
    </message>
    <message>
        <source>Your settings file could not be read. It was kept as %1 and the default settings are used.</source>
        <translation>Innstillingsfilen din kunne ikke leses. Den er tatt vare på som %1, og standardinnstillingene brukes.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read. It was kept as %1 and counting starts again.</source>
        <translation>Statistikkfilen din kunne ikke leses. Den er tatt vare på som %1, og tellingen begynner på nytt.</translation>
    </message>
    <message>
        <source>Your past %1 deals could not be read. The file was kept as %2 and the list starts again.</source>
        <translation>De tidligere rundene dine med %1 kunne ikke leses. Filen er tatt vare på som %2, og listen begynner på nytt.</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>filen er skadet</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Cardavia</source>
        <translation>den ble lagret av en nyere versjon av Cardavia</translation>
    </message>
    <message>
        <source>its format is unknown</source>
        <translation>formatet er ukjent</translation>
    </message>
    <message>
        <source>it belongs to another game</source>
        <translation>den hører til et annet spill</translation>
    </message>
    <message>
        <source>Your unfinished %1 deal could not be continued: %2. The file was kept as %3.</source>
        <translation>Den uferdige runden din med %1 kunne ikke fortsettes: %2. Filen er tatt vare på som %3.</translation>
    </message>
    <message>
        <source>Cardavia could not open a web browser. The article on %1 is at %2</source>
        <translation>Cardavia fikk ikke åpnet en nettleser. Artikkelen om %1 ligger på %2</translation>
    </message>
    <message>
        <source>Cardavia</source>
        <translation>Cardavia</translation>
    </message>
    <message>
        <source>the game&apos;s rules have changed since it was saved</source>
        <translation>spillets regler er endret siden den ble lagret</translation>
    </message>
    <message>
        <source>This %1 deal cannot be watched again: the game&apos;s rules have changed since it was played.</source>
        <translation>Denne runden %1 kan ikke ses igjen: reglene er endret siden den ble spilt.</translation>
    </message>
    <message>
        <source>This %1 deal cannot be watched again: its record is damaged.</source>
        <translation>Denne runden %1 kan ikke ses igjen: opptegnelsen av den er skadet.</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Your game can&apos;t be saved: %1.</source>
        <translation>Runden din kan ikke lagres: %1.</translation>
    </message>
    <message>
        <source>Your settings can&apos;t be saved: %1.</source>
        <translation>Innstillingene dine kan ikke lagres: %1.</translation>
    </message>
    <message>
        <source>Your statistics can&apos;t be saved: %1.</source>
        <translation>Statistikken din kan ikke lagres: %1.</translation>
    </message>
    <message>
        <source>Your past deals can&apos;t be saved: %1.</source>
        <translation>De tidligere rundene dine kan ikke lagres: %1.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken er full</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disken er skrivebeskyttet</translation>
    </message>
    <message>
        <source>Cardavia is not allowed to write to its folder</source>
        <translation>Cardavia har ikke lov til å skrive i mappen sin</translation>
    </message>
    <message>
        <source>the disk reported an error (%1) at %2</source>
        <translation>disken meldte en feil (%1) ved %2</translation>
    </message>
    <message>
        <source>the disk reported an error (%1)</source>
        <translation>disken meldte en feil (%1)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Lukk</translation>
    </message>
</context>
<context>
    <name>OptionsButton</name>
    <message>
        <source>Card &amp;indices</source>
        <translation>Kort&amp;indekser</translation>
    </message>
    <message>
        <source>Russian (В, Д, К, Т)</source>
        <translation>Russiske (В, Д, К, Т)</translation>
    </message>
    <message>
        <source>Latin (J, Q, K, A)</source>
        <translation>Latinske (J, Q, K, A)</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animasjoner</translation>
    </message>
    <message>
        <source>&amp;Shapes on Sì Sè Pái colours</source>
        <translation>&amp;Former på Sì Sè Pái-fargene</translation>
    </message>
    <message>
        <source>A circle, triangle, square or diamond tells the four colours apart</source>
        <translation>En sirkel, en trekant, et kvadrat eller en rombe skiller de fire fargene fra hverandre</translation>
    </message>
    <message>
        <source>Ask before &amp;giving up a deal</source>
        <translation>&amp;Bekreft før en runde gis opp</translation>
    </message>
    <message>
        <source>New deal asks first when you have played in the deal on the table</source>
        <translation>Ny runde spør først når du har spilt i runden på bordet</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Raske</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsomme</translation>
    </message>
    <message>
        <source>Menu (F10)</source>
        <translation>Meny (F10)</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Meny</translation>
    </message>
    <message>
        <source>Allo&amp;w take-backs</source>
        <translation>Tillat an&amp;gring</translation>
    </message>
    <message>
        <source>Take back moves with Ctrl+Z; a deal won with take-backs is counted apart</source>
        <translation>Angre trekk med Ctrl+Z; en runde vunnet med angring telles for seg</translation>
    </message>
</context>
<context>
    <name>PastDealsModel</name>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Won with take-backs</source>
        <translation>Vunnet med angring</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tapt</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Uavgjort</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>an MCR winning hand&apos;s points (fan), in the list of past deals</comment>
        <translation>
            <numerusform>%n poeng</numerusform>
            <numerusform>%n poeng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>the winning hand&apos;s points, in the list of past deals</comment>
        <translation>
            <numerusform>%n poeng</numerusform>
            <numerusform>%n poeng</numerusform>
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
            <numerusform>%n angring</numerusform>
            <numerusform>%n angringer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hints</source>
        <comment>help used in a past deal</comment>
        <translation>
            <numerusform>%n tips</numerusform>
            <numerusform>%n tips</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no help used in a past deal</comment>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Enter or double-click: watch this deal again</source>
        <translation>Enter eller dobbeltklikk: se runden igjen</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Avsluttet</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Winning hand</source>
        <comment>the column of the winner&apos;s points or multiplier, whoever won</comment>
        <translation>Vinnerhånd</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>AI-nivå</translation>
    </message>
    <message>
        <source>Help used</source>
        <translation>Hjelp brukt</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>The deal is dealt. Step forward or press Play to watch it again.</source>
        <translation>Kortene er delt ut. Gå ett steg fram eller trykk Spill av for å se runden igjen.</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>S&amp;pill av</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spill av</translation>
    </message>
    <message>
        <source>Play the deal on, or pause it (Space)</source>
        <translation>Spill runden videre, eller sett den på pause (mellomrom)</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n decisions</source>
        <comment>the review&apos;s progress</comment>
        <translation>
            <numerusform>%1 av %n avgjørelse</numerusform>
            <numerusform>%1 av %n avgjørelser</numerusform>
        </translation>
    </message>
    <message>
        <source>The strongest AI looks at each of your decisions in this deal and says where it would have played otherwise.</source>
        <translation>Den sterkeste AI-en ser på hver avgjørelse du tok i runden, og sier hvor den ville ha spilt annerledes.</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Se på nytt: %1</translation>
    </message>
    <message>
        <source>&amp;Close replay</source>
        <translation>&amp;Lukk</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>Lukk avspillingen</translation>
    </message>
    <message>
        <source>Back to where the replay was opened</source>
        <translation>Tilbake dit avspillingen ble åpnet fra</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>Til &amp;begynnelsen</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Til begynnelsen</translation>
    </message>
    <message>
        <source>To the start of the deal (Home)</source>
        <translation>Til begynnelsen av runden (Home)</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Steg tilb&amp;ake</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Steg tilbake</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Ett trekk tilbake (venstre pil)</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>Steg &amp;fram</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Steg fram</translation>
    </message>
    <message>
        <source>One move forward (Right)</source>
        <translation>Ett trekk fram (høyre pil)</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>Til sl&amp;utten</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Til slutten</translation>
    </message>
    <message>
        <source>To the end of the deal (End)</source>
        <translation>Til slutten av runden (End)</translation>
    </message>
    <message>
        <source>Position in the deal</source>
        <translation>Hvor i runden</translation>
    </message>
    <message>
        <source>Only what I sa&amp;w</source>
        <translation>Bare det jeg s&amp;å</translation>
    </message>
    <message>
        <source>Review my pla&amp;y</source>
        <translation>Vurder &amp;mitt spill</translation>
    </message>
    <message>
        <source>Only what I saw</source>
        <translation>Bare det jeg så</translation>
    </message>
    <message>
        <source>Moves played: %1 of %2</source>
        <translation>Trekk spilt: %1 av %2</translation>
    </message>
    <message>
        <source>Hide the cards you could not see during the deal</source>
        <translation>Skjul kortene du ikke kunne se i runden</translation>
    </message>
    <message>
        <source>Deal log</source>
        <translation>Rundelogg</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Gjennomgang</translation>
    </message>
    <message>
        <source>Every move of the deal; Enter shows the table after it</source>
        <translation>Hvert trekk i runden; Enter viser bordet etter trekket</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>Vurder mitt spill</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>Stopp gjennomgangen</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Fremdrift i gjennomgangen</translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation>Avgjørelsene dine</translation>
    </message>
    <message>
        <source>Each of your decisions and the AI&apos;s verdict; Enter shows the table before it</source>
        <translation>Hver avgjørelse du tok og hva AI-en mener; Enter viser bordet før avgjørelsen</translation>
    </message>
</context>
<context>
    <name>ResultsOverlay</name>
    <message>
        <source>&amp;Play again</source>
        <translation>Spill ig&amp;jen</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Spill igjen</translation>
    </message>
    <message>
        <source>Back to &amp;lobby</source>
        <translation>Tilbake til spillen&amp;e</translation>
    </message>
    <message>
        <source>Back to lobby</source>
        <translation>Tilbake til spillene</translation>
    </message>
    <message>
        <source>Vie&amp;w the table</source>
        <comment>set the results aside to look at the final table</comment>
        <translation>Se &amp;bordet</translation>
    </message>
    <message>
        <source>View the table</source>
        <translation>Se bordet</translation>
    </message>
    <message>
        <source>Set the results aside to look at the final table (Esc)</source>
        <translation>Legg resultatet til side og se det siste bordet (Esc)</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <comment>watch the deal just finished again</comment>
        <translation>Se &amp;på nytt</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Se på nytt</translation>
    </message>
    <message>
        <source>Watch this deal again, every hand face up</source>
        <translation>Se runden igjen, med alle hender åpne</translation>
    </message>
    <message>
        <source>Review my pla&amp;y</source>
        <translation>Vurder &amp;mitt spill</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>Vurder mitt spill</translation>
    </message>
    <message>
        <source>Compare each of your decisions with the strongest AI&apos;s choice</source>
        <translation>Sammenlign hver avgjørelse du tok med valget til den sterkeste AI-en</translation>
    </message>
</context>
<context>
    <name>ReviewList</name>
    <message>
        <source>You say Done.</source>
        <translation>Du sier ferdig.</translation>
    </message>
    <message>
        <source>The AI says Done.</source>
        <translation>AI-en sier ferdig.</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Du passer.</translation>
    </message>
    <message>
        <source>The AI passes.</source>
        <translation>AI-en passer.</translation>
    </message>
    <message>
        <source>the AI</source>
        <comment>the reviewing AI named in a sentence, in the player&apos;s place</comment>
        <translation>AI-en</translation>
    </message>
    <message>
        <source>The AI agrees.</source>
        <translation>AI-en er enig.</translation>
    </message>
    <message>
        <source>In your place: %1</source>
        <comment>then what the AI would have done</comment>
        <translation>I ditt sted: %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <comment>a decision&apos;s number in the deal</comment>
        <translation>Trekk %1</translation>
    </message>
    <message>
        <source>Enter or double-click: the table before this decision</source>
        <translation>Enter eller dobbeltklikk: bordet før denne avgjørelsen</translation>
    </message>
</context>
<context>
    <name>ReviewListModel</name>
    <message numerus="yes">
        <source>You agreed with the %1 AI on %2 of %n decisions.</source>
        <comment>the review&apos;s summary</comment>
        <translation>
            <numerusform>Du var enig med AI-en (%1) i %2 av %n avgjørelse.</numerusform>
            <numerusform>Du var enig med AI-en (%1) i %2 av %n avgjørelser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The review was stopped after %1 of %n decisions.</source>
        <comment>after the summary</comment>
        <translation>
            <numerusform>Gjennomgangen ble stoppet etter %1 av %n avgjørelse.</numerusform>
            <numerusform>Gjennomgangen ble stoppet etter %1 av %n avgjørelser.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDurak</name>
    <message>
        <source>Durak</source>
        <translation>Durak</translation>
    </message>
    <message>
        <source>Durak comes from Russia and is played with a pack of 36 cards. This table seats two players, you against one AI, for a single deal. Defend with a higher card of the same suit or a trump, and add attacks that match ranks already on the table. After the stock runs out, the last player still holding cards becomes the &lt;i&gt;durak&lt;/i&gt;: the fool.</source>
        <translation>Durak kommer fra Russland og spilles med en kortstokk på 36 kort. Ved dette bordet sitter to spillere, du mot én AI, og dere spiller én runde. Forsvar deg med et høyere kort i samme farge eller med trumf, og angrip videre med kort i verdier som allerede ligger på bordet. Når bunken er tom, blir den siste som fortsatt har kort på hånden, &lt;i&gt;durak&lt;/i&gt;: tosken.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>Get rid of all your cards once the stock has run out. The last player still holding cards loses and is the durak.</source>
        <translation>Bli kvitt alle kortene dine etter at bunken er tom. Den siste som fortsatt har kort på hånden, taper og er durak.</translation>
    </message>
    <message>
        <source>If both players go out in the same bout, the deal is a draw.</source>
        <translation>Går begge spillerne ut i samme stikk, ender runden uavgjort.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Forberedelser</translation>
    </message>
    <message>
        <source>The game uses a 36-card Russian “Atlas” (Атласные) pack of four suits.</source>
        <translation>Spillet bruker en russisk «Atlas»-kortstokk (Атласные) med 36 kort i fire farger.</translation>
    </message>
    <message>
        <source>In each suit the cards rank from low to high: 6, 7, 8, 9, 10, Jack (Валет), Queen (Дама), King (Король), Ace (Туз).</source>
        <translation>I hver farge går kortene fra lavest til høyest: 6, 7, 8, 9, 10, knekt (Валет), dame (Дама), konge (Король), ess (Туз).</translation>
    </message>
    <message>
        <source>Each player is dealt six cards.</source>
        <translation>Hver spiller får seks kort.</translation>
    </message>
    <message>
        <source>The next card is turned face up. Its suit is &lt;b&gt;trump&lt;/b&gt; for the whole deal. The card is placed face up under the stock, so it is the last card to be drawn.</source>
        <translation>Det neste kortet snus med billedsiden opp. Fargen på det er &lt;b&gt;trumf&lt;/b&gt; gjennom hele runden. Kortet legges åpent under bunken, så det blir det siste kortet som trekkes.</translation>
    </message>
    <message>
        <source>The player holding the lowest trump attacks first. If neither of you holds a trump, you attack first.</source>
        <translation>Den som har den laveste trumfen, angriper først. Har ingen av dere trumf, angriper du først.</translation>
    </message>
    <message>
        <source>A bout</source>
        <translation>Et stikk</translation>
    </message>
    <message>
        <source>The game is a series of bouts. In each bout one player attacks and the other defends.</source>
        <translation>Durak spilles som en rekke stikk. I hvert stikk angriper den ene spilleren og den andre forsvarer seg.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack.&lt;/b&gt; The attacker leads any card.</source>
        <translation>&lt;b&gt;Angrep.&lt;/b&gt; Angriperen spiller ut et hvilket som helst kort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Defence.&lt;/b&gt; The defender beats the attack card with a higher card of the same suit or, if the attack card is not a trump, with any trump. Only a higher trump beats a trump.</source>
        <translation>&lt;b&gt;Forsvar.&lt;/b&gt; Forsvareren slår angrepskortet med et høyere kort i samme farge eller, hvis angrepskortet ikke er trumf, med en hvilken som helst trumf. En trumf kan bare slås av en høyere trumf.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No need to follow suit.&lt;/b&gt; The defender may beat a card with a trump even while holding a higher card of its suit.</source>
        <translation>&lt;b&gt;Ingen plikt til å bekjenne farge.&lt;/b&gt; Forsvareren kan slå et kort med trumf selv om det finnes et høyere kort i samme farge på hånden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Adding attacks.&lt;/b&gt; After each attack card is beaten, the attacker may add one more card whose rank matches any attack or defence card on the table, or stop.</source>
        <translation>&lt;b&gt;Legge til angrep.&lt;/b&gt; Hver gang et angrepskort er slått, kan angriperen legge til ett kort til med samme verdi som et av angreps- eller forsvarskortene på bordet, eller stoppe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The limit.&lt;/b&gt; A bout holds at most six attack cards, and never more attack cards than the defender held at the start of the bout.</source>
        <translation>&lt;b&gt;Grensen.&lt;/b&gt; Et stikk kan ha høyst seks angrepskort, og aldri flere angrepskort enn forsvareren hadde på hånden da stikket begynte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Taking.&lt;/b&gt; Instead of beating, the defender may take. The attacker may still add matching cards within the bout&apos;s limits before stopping. The defender then picks up every card played in the bout and loses the next attack: at this two-player table the same attacker attacks again.</source>
        <translation>&lt;b&gt;Ta opp.&lt;/b&gt; I stedet for å slå kan forsvareren ta opp. Angriperen kan fortsatt legge til kort med passende verdi innenfor stikkets grense før angrepet avsluttes. Så tar forsvareren opp alle kortene som er spilt i stikket, og mister neste angrep: ved dette bordet for to angriper den samme spilleren igjen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Beaten off.&lt;/b&gt; If every attack card is beaten and the attacker stops, all the cards on the table are discarded and the defender becomes the next attacker.</source>
        <translation>&lt;b&gt;Slått.&lt;/b&gt; Er alle angrepskortene slått og angriperen stopper, går alle kortene på bordet til kastebunken, og forsvareren blir neste angriper.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Drawing up.&lt;/b&gt; After each bout the bout&apos;s attacker refills their hand to six cards from the stock first, then the defender. When the stock cannot cover both, draw in that order until it runs out.</source>
        <translation>&lt;b&gt;Trekke opp.&lt;/b&gt; Etter hvert stikk trekker først stikkets angriper opp til seks kort fra bunken, deretter forsvareren. Er det ikke nok kort i bunken til begge, trekker dere i den rekkefølgen til bunken er tom.</translation>
    </message>
    <message>
        <source>End and scoring</source>
        <translation>Slutt og poengberegning</translation>
    </message>
    <message>
        <source>There are no card points. Once the stock is empty, hands are checked only after a complete bout:</source>
        <translation>Kortene gir ingen poeng. Når bunken er tom, sjekkes hendene bare etter et fullført stikk:</translation>
    </message>
    <message>
        <source>Both hands empty: the deal is a draw.</source>
        <translation>Begge hendene er tomme: runden ender uavgjort.</translation>
    </message>
    <message>
        <source>Otherwise the player still holding cards is the durak, and the other player wins.</source>
        <translation>Ellers er den som fortsatt har kort, durak, og den andre spilleren vinner.</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>Presiseringer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Throw-in only.&lt;/b&gt; This is &lt;i&gt;podkidnoy&lt;/i&gt; (throw-in) Durak. There is no transfer (&lt;i&gt;perevodnoy&lt;/i&gt;) move: the defender can never pass an attack back by adding a card of the same rank.</source>
        <translation>&lt;b&gt;Bare innkast.&lt;/b&gt; Dette er &lt;i&gt;podkidnoj&lt;/i&gt;-durak (innkast-durak). Det finnes ikke noe overføringstrekk (&lt;i&gt;perevodnoj&lt;/i&gt;): forsvareren kan aldri sende et angrep videre ved å legge til et kort med samme verdi.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Counting the limit.&lt;/b&gt; The defender&apos;s hand size that limits a bout is counted before the first attack card is played. Cards the defender picks up during the bout do not raise the limit.</source>
        <translation>&lt;b&gt;Slik telles grensen.&lt;/b&gt; Antallet kort på forsvarerens hånd, som setter grensen for stikket, telles før det første angrepskortet spilles. Kort som forsvareren tar opp i løpet av stikket, hever ikke grensen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After “take”.&lt;/b&gt; Once the defender has said take, the attacker may add cards that match ranks on the table, up to the limit, and then stops. The defender cannot beat any more cards in that bout.</source>
        <translation>&lt;b&gt;Etter «ta opp».&lt;/b&gt; Når forsvareren har sagt «ta opp», kan angriperen legge til kort i verdier som ligger på bordet, opp til grensen, og stopper så. Forsvareren kan ikke slå flere kort i det stikket.</translation>
    </message>
    <message>
        <source>&lt;b&gt;When cards may be added.&lt;/b&gt; The attacker may add a card only when every attack card on the table is beaten, or after the defender has said take.</source>
        <translation>&lt;b&gt;Når kort kan legges til.&lt;/b&gt; Angriperen kan bare legge til et kort når alle angrepskortene på bordet er slått, eller etter at forsvareren har sagt «ta opp».</translation>
    </message>
    <message>
        <source>&lt;b&gt;The trump card.&lt;/b&gt; The face-up trump card is drawn last, as a normal card, by whichever player&apos;s draw reaches it.</source>
        <translation>&lt;b&gt;Trumfkortet.&lt;/b&gt; Det åpne trumfkortet trekkes sist, som et vanlig kort, av den spilleren som står for tur når trekkingen kommer til det.</translation>
    </message>
    <message>
        <source>&lt;b&gt;First attacker.&lt;/b&gt; There is never a tie: only one card can be the lowest trump. If neither hand holds a trump, you attack first.</source>
        <translation>&lt;b&gt;Første angriper.&lt;/b&gt; Det kan aldri bli likt: bare ett kort kan være den laveste trumfen. Har ingen av hendene trumf, angriper du først.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Running out mid-bout.&lt;/b&gt; If the attacker runs out of cards while the stock is empty, the bout is still finished: the defender beats or takes what is on the table. Only then are the hands checked for the end of the deal.</source>
        <translation>&lt;b&gt;Tom for kort midt i stikket.&lt;/b&gt; Går angriperen tom for kort mens bunken er tom, spilles stikket likevel ferdig: forsvareren slår eller tar opp det som ligger på bordet. Først da sjekkes hendene for å se om runden er over.</translation>
    </message>
    <message>
        <source>&lt;b&gt;When the deal ends.&lt;/b&gt; The deal ends when the stock is empty and, after a complete bout, at least one hand is empty. A player who goes out while the stock still holds cards simply refills.</source>
        <translation>&lt;b&gt;Når runden slutter.&lt;/b&gt; Runden slutter når bunken er tom og minst én hånd er tom etter et fullført stikk. En spiller som går ut mens det fortsatt er kort i bunken, trekker bare opp igjen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;When you may take.&lt;/b&gt; The defender may take whenever an attack card faces them unbeaten, even after beating earlier cards of the same bout. Taking picks up every card of the bout, beaten or not.</source>
        <translation>&lt;b&gt;Når du kan ta opp.&lt;/b&gt; Forsvareren kan ta opp så lenge det ligger et uslått angrepskort på bordet, også etter å ha slått tidligere kort i samme stikk. Den som tar opp, tar alle kortene i stikket, både slåtte og uslåtte.</translation>
    </message>
</context>
<context>
    <name>RulesKowah</name>
    <message>
        <source>Kowah (Cheki)</source>
        <translation>Kowah (Cheki)</translation>
    </message>
    <message>
        <source>Kowah, also called Cheki or Ceki, is a traditional money-card game of the Chinese communities in Java, Indonesia, played with 120 cards. This table seats three players, you against two AI, for one deal. Make two triples and an identical pair, declare &lt;i&gt;cheki&lt;/i&gt;, then wait for the third matching card.</source>
        <translation>Kowah, også kalt Cheki eller Ceki, er et tradisjonelt pengekortspill fra de kinesiske miljøene på Java i Indonesia, og det spilles med 120 kort. Ved dette bordet sitter tre spillere, du mot to AI-er, og dere spiller én runde. Lag to tripler og et likt par, meld &lt;i&gt;cheki&lt;/i&gt;, og vent så på det tredje kortet som passer.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>You and the two AI players each play for yourselves. Make two triples and an identical pair, declare &lt;i&gt;cheki&lt;/i&gt;, then take the third exact match of your pair to win.</source>
        <translation>Du og de to AI-ene spiller hver for dere. Lag to tripler og et likt par, meld &lt;i&gt;cheki&lt;/i&gt;, og ta så det tredje kortet som er helt likt paret ditt, for å vinne.</translation>
    </message>
    <message>
        <source>If the stock runs out with no winner, the deal is a draw.</source>
        <translation>Blir bunken tom uten at noen har vunnet, ender runden uavgjort.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Forberedelser</translation>
    </message>
    <message>
        <source>Kowah is traditional among Chinese communities in Indonesia and the Malay world.</source>
        <translation>Kowah er et tradisjonelt spill i de kinesiske miljøene i Indonesia og ellers i den malayiske verden.</translation>
    </message>
    <message>
        <source>It uses the compatible 120-card subset of the Chinese money-suited pack: four each of Coins, Strings and Myriads 1 to 9, plus four each of the first three honours. The twelve White Snake, Green Snake and Monk extras are left out.</source>
        <translation>Spillet bruker et utvalg på 120 kort fra den kinesiske kortstokken med pengefarger: fire av hver av mynter, snorer og myriader fra 1 til 9, og fire av hver av de tre første honnørene. De tolv ekstrakortene Hvit slange, Grønn slange og Munk tas ut.</translation>
    </message>
    <message>
        <source>The three honours are Old Thousand (老千), Red Flower (紅花) and White Flower (白花): three distinct kinds, never wild.</source>
        <translation>De tre honnørene er Gamle tusen (老千), Rød blomst (紅花) og Hvit blomst (白花): tre ulike slag, aldri jokere.</translation>
    </message>
    <message>
        <source>Ordinary triples match by rank, whatever the suit. Honours match only their own kind.</source>
        <translation>Vanlige tripler går etter verdi, uansett farge. Honnører passer bare med sitt eget slag.</translation>
    </message>
    <message>
        <source>Each player is dealt eight cards, and the first player is chosen at random.</source>
        <translation>Hver spiller får åtte kort, og den som begynner, velges tilfeldig.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>En tur</translation>
    </message>
    <message>
        <source>Draw from the stock or take the latest discard, then discard one card to return to eight. Your first turn must draw from the stock.</source>
        <translation>Trekk fra bunken eller ta siste kast, og kast så ett kort, slik at du har åtte igjen. I din første tur må du trekke fra bunken.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring.&lt;/b&gt; After discarding you may declare ready (&lt;i&gt;cheki&lt;/i&gt;) if your eight cards make two triples and one identical pair.</source>
        <translation>&lt;b&gt;Melding.&lt;/b&gt; Etter at du har kastet, kan du melde at du er klar (&lt;i&gt;cheki&lt;/i&gt;) hvis de åtte kortene dine utgjør to tripler og ett likt par.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Triples.&lt;/b&gt; An ordinary triple may mix suits: a Five of Coins, a Five of Strings and a Five of Myriads make a triple. An honour triple must be three of one kind.</source>
        <translation>&lt;b&gt;Tripler.&lt;/b&gt; En vanlig trippel kan blande farger: mynt fem, snor fem og myriade fem er en trippel. En honnørtrippel må være tre av samme slag.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The pair.&lt;/b&gt; The pair must match by suit as well as rank, such as two Twos of Coins, or be two of one honour kind.</source>
        <translation>&lt;b&gt;Paret.&lt;/b&gt; Paret må være likt i både farge og verdi, for eksempel to mynt to, eller være to av samme honnør.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair and triple of one rank.&lt;/b&gt; If the pair shares its rank with a triple, those five cards must be two of one suit, two of a second and one of the third: for example two Fives of Coins, two Fives of Strings and one Five of Myriads. You may expose either the Coins pair or the Strings pair as your waiting pair.</source>
        <translation>&lt;b&gt;Par og trippel i samme verdi.&lt;/b&gt; Har paret samme verdi som en trippel, må de fem kortene være to i én farge, to i en annen og ett i den tredje: for eksempel to mynt fem, to snor fem og én myriade fem. Du kan legge ut enten myntparet eller snorparet som ventepar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After declaring.&lt;/b&gt; This table plays the public-waiting-pair variant. Your eight declared cards are locked, and your waiting pair is shown face up. From then on you draw a new card and discard that same card.</source>
        <translation>&lt;b&gt;Etter meldingen.&lt;/b&gt; Ved dette bordet spilles varianten med åpent ventepar. De åtte kortene du har meldt, er låst, og venteparet ditt ligger med billedsiden opp. Fra da av trekker du et nytt kort og kaster det samme kortet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Winning.&lt;/b&gt; A third exact match of your waiting pair wins automatically, even out of turn, whether you draw it yourself or an opponent draws or discards it. When several players can win on the same card, normal rotation order decides.</source>
        <translation>&lt;b&gt;Seier.&lt;/b&gt; Et tredje kort som er helt likt venteparet ditt, vinner automatisk, også utenfor tur, enten du trekker det selv eller en motspiller trekker eller kaster det. Kan flere spillere vinne på samme kort, avgjør vanlig turrekkefølge.</translation>
    </message>
    <message>
        <source>Scoring and end</source>
        <translation>Poengberegning og slutt</translation>
    </message>
    <message>
        <source>After any declaration, draws from the stock are public. A win scores a multiplier that depends on where the winning card comes from:</source>
        <translation>Etter at noen har meldt, trekkes kortene fra bunken åpent. En seier gir en multiplikator som avhenger av hvor vinnerkortet kommer fra:</translation>
    </message>
    <message>
        <source>Winning card</source>
        <translation>Vinnerkort</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplikator</translation>
    </message>
    <message>
        <source>Drawn by the winner (self-drawn)</source>
        <translation>Trukket av vinneren (selvtrukket)</translation>
    </message>
    <message>
        <source>Discarded by an opponent</source>
        <translation>Kastet av en motspiller</translation>
    </message>
    <message>
        <source>Drawn by an opponent</source>
        <translation>Trukket av en motspiller</translation>
    </message>
    <message>
        <source>The result shows the win multiplier; there is no cash or match total. If the last stock draw brings no winner, the deal is a draw.</source>
        <translation>Resultatet viser seierens multiplikator; det er ingen penger eller samlet sum over flere runder. Gir det siste trekket fra bunken ingen vinner, ender runden uavgjort.</translation>
    </message>
    <message>
        <source>The pack</source>
        <translation>Kortstokken</translation>
    </message>
    <message>
        <source>The game uses 120 cards: three money suits and three honours.</source>
        <translation>Spillet bruker 120 kort: tre pengefarger og tre honnører.</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Farge</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Verdier</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Eksemplarer</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Coins (餅)</source>
        <translation>Mynter (餅)</translation>
    </message>
    <message>
        <source>Strings (索)</source>
        <translation>Snorer (索)</translation>
    </message>
    <message>
        <source>Myriads (萬)</source>
        <translation>Myriader (萬)</translation>
    </message>
    <message>
        <source>Honours: Old Thousand 老千, Red Flower 紅花, White Flower 白花</source>
        <translation>Honnører: Gamle tusen 老千, Rød blomst 紅花, Hvit blomst 白花</translation>
    </message>
    <message>
        <source>4 each</source>
        <translation>4 av hver</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>Presiseringer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring is the only way to win.&lt;/b&gt; Eight ready cards, then a declaration, then the third exact match of the exposed pair. A hand that is complete without a declaration does not win. Declaring is your choice when you are ready; nobody is ever forced to declare.</source>
        <translation>&lt;b&gt;Bare den som har meldt, kan vinne.&lt;/b&gt; Åtte klare kort, så en melding, så det tredje kortet som er helt likt det utlagte paret. En hånd som er komplett uten melding, vinner ikke. Når du er klar, velger du selv om du vil melde; ingen blir noen gang tvunget til å melde.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ready hands.&lt;/b&gt; A ready hand is two triples, each three cards of one rank in any suits or three of one honour kind, plus one pair identical in suit and rank, or two of one honour kind. The two triples may share a rank.</source>
        <translation>&lt;b&gt;Klare hender.&lt;/b&gt; En klar hånd er to tripler, hver med tre kort i samme verdi i hvilke farger som helst eller tre av samme honnør, pluss ett par som er likt i farge og verdi, eller to av samme honnør. De to triplene kan ha samme verdi.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair and triple of one rank.&lt;/b&gt; The five cards must split two, two and one by suit; three identical cards plus a pair of the same rank is not ready. A hand is ready when at least one way of arranging it into two triples and a pair meets every condition.</source>
        <translation>&lt;b&gt;Par og trippel i samme verdi.&lt;/b&gt; De fem kortene må fordele seg to, to og ett på fargene; tre helt like kort pluss et par i samme verdi gir ikke en klar hånd. En hånd er klar når minst én måte å ordne den i to tripler og et par på oppfyller alle vilkårene.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Choosing your pair.&lt;/b&gt; In the two-two-one case you choose which pair to expose when you declare. The choice is final: only the third copy of that pair wins.</source>
        <translation>&lt;b&gt;Velg paret ditt.&lt;/b&gt; Ved fordelingen to-to-én velger du hvilket par du legger ut når du melder. Valget er endelig: bare det tredje eksemplaret av det paret vinner.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A dead wait.&lt;/b&gt; A wait can die when both remaining copies of the pair are visible elsewhere. The hand stays locked; a declaration cannot be withdrawn.</source>
        <translation>&lt;b&gt;Død venting.&lt;/b&gt; Ventingen kan bli død når begge de gjenværende eksemplarene av paret ligger synlig andre steder. Hånden forblir låst; en melding kan ikke trekkes tilbake.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Public draws.&lt;/b&gt; Once anyone has declared, every stock draw is shown face up before the drawer may use it.</source>
        <translation>&lt;b&gt;Åpne trekk.&lt;/b&gt; Så snart noen har meldt, blir hvert kort som trekkes fra bunken, vist med billedsiden opp før den som trakk det, kan bruke det.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who wins first.&lt;/b&gt; On a drawn card the drawer is checked first if declared (self-drawn, ×3), then the others in rotation from the drawer (×1). On a discard the checks rotate from the seat after the discarder (×2).</source>
        <translation>&lt;b&gt;Hvem som vinner først.&lt;/b&gt; Ved et trukket kort sjekkes først den som trakk, hvis den spilleren har meldt (selvtrukket, ×3), deretter de andre etter tur fra den som trakk (×1). Ved et kast går sjekken rundt fra plassen etter den som kastet (×2).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declared players.&lt;/b&gt; A declared player draws from the stock only, and a drawn card that does not win is discarded at once. A declared player never takes a discard except to win with it.</source>
        <translation>&lt;b&gt;Spillere som har meldt.&lt;/b&gt; En spiller som har meldt, trekker bare fra bunken, og et trukket kort som ikke vinner, kastes med en gang. En spiller som har meldt, tar aldri et kast, unntatt for å vinne med det.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The latest discard.&lt;/b&gt; This is the discard made just before your turn. You may not take it and discard the same card in the same turn.</source>
        <translation>&lt;b&gt;Siste kast.&lt;/b&gt; Dette er kastet som ble gjort rett før din tur. Du kan ikke ta det og kaste det samme kortet i samme tur.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What is shown.&lt;/b&gt; Only the declared pair is face up. The two triples stay face down, but locked.</source>
        <translation>&lt;b&gt;Hva som vises.&lt;/b&gt; Bare det meldte paret ligger med billedsiden opp. De to triplene blir liggende med baksiden opp, men låst.</translation>
    </message>
    <message>
        <source>&lt;b&gt;First turns.&lt;/b&gt; Every player&apos;s first turn must draw from the stock, not only the first turn of the deal. A ready hand dealt to you can be declared only after your first draw and discard.</source>
        <translation>&lt;b&gt;Første tur.&lt;/b&gt; Hver spiller må trekke fra bunken i sin første tur, ikke bare i rundens aller første tur. Får du en klar hånd utdelt, kan du melde den først etter ditt første trekk og kast.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn deal.&lt;/b&gt; The deal is drawn once the win checks on the last stock card, and on its discard, find no winner.</source>
        <translation>&lt;b&gt;Uavgjort runde.&lt;/b&gt; Runden blir uavgjort når sjekken av det siste kortet i bunken, og av kastet av det, ikke gir noen vinner.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Direction of play.&lt;/b&gt; Play runs anticlockwise: you, then the player on your right, then the player on your left. Win checks follow the same rotation.</source>
        <translation>&lt;b&gt;Spilleretning.&lt;/b&gt; Spillet går mot klokka: du, så spilleren til høyre for deg, så spilleren til venstre for deg. Sjekken av seirer følger samme rekkefølge.</translation>
    </message>
    <message>
        <source>Old Thousand 老千</source>
        <translation>Gamle tusen 老千</translation>
    </message>
    <message>
        <source>Red Flower 紅花</source>
        <translation>Rød blomst 紅花</translation>
    </message>
    <message>
        <source>White Flower 白花</source>
        <translation>Hvit blomst 白花</translation>
    </message>
</context>
<context>
    <name>RulesMahjong</name>
    <message>
        <source>Chinese Official Mahjong (MCR)</source>
        <translation>Kinesisk offisiell mahjong (MCR)</translation>
    </message>
    <message>
        <source>Chinese Official Mahjong comes from China and is played with 144 tiles. This table seats four players, you against three AI, for one deal. Find scoring patterns in your hand and reach eight points under the Chinese Official rules (the Mahjong Competition Rules, or MCR), with flower points counted separately.</source>
        <translation>Kinesisk offisiell mahjong kommer fra Kina og spilles med 144 brikker. Ved dette bordet sitter fire spillere, du mot tre AI-er, og dere spiller én runde. Finn poenggivende mønstre i hånden din og nå åtte poeng etter de kinesiske offisielle reglene (Mahjong Competition Rules, MCR); blomsterpoeng telles for seg.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>A winning hand needs at least eight points before flowers. All four players compete individually; the first valid win ends the deal.</source>
        <translation>En vinnende hånd må ha minst åtte poeng før blomstene regnes med. Alle fire spiller hver for seg; den første gyldige seieren avslutter runden.</translation>
    </message>
    <message>
        <source>If the wall runs out with no winner, the deal is a draw.</source>
        <translation>Blir muren tom uten at noen har vunnet, ender runden uavgjort.</translation>
    </message>
    <message>
        <source>Tiles and sets</source>
        <translation>Brikker og sett</translation>
    </message>
    <message>
        <source>&lt;b&gt;Suits:&lt;/b&gt; characters, bamboo and dots, each numbered 1 to 9. The 1s and 9s are &lt;b&gt;terminals&lt;/b&gt;; 2 to 8 are &lt;b&gt;simples&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Farger:&lt;/b&gt; tegn, bambus og sirkler, hver nummerert fra 1 til 9. Enerne og nierne er &lt;b&gt;endebrikker&lt;/b&gt;; 2 til 8 er &lt;b&gt;enkle brikker&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Honors:&lt;/b&gt; the four winds (East, South, West, North) and the three dragons (red, green, white).</source>
        <translation>&lt;b&gt;Æresbrikker:&lt;/b&gt; de fire vindene (øst, sør, vest, nord) og de tre dragene (rød, grønn, hvit).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Flowers:&lt;/b&gt; eight bonus tiles. They are never part of a hand&apos;s sets; each one is worth 1 point.</source>
        <translation>&lt;b&gt;Blomster:&lt;/b&gt; åtte bonusbrikker. De er aldri med i håndens sett; hver av dem er verdt 1 poeng.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chow:&lt;/b&gt; three consecutive tiles of one suit. &lt;b&gt;Pung:&lt;/b&gt; three identical tiles. &lt;b&gt;Kong:&lt;/b&gt; four identical tiles. &lt;b&gt;Pair:&lt;/b&gt; two identical tiles.</source>
        <translation>&lt;b&gt;Chow:&lt;/b&gt; tre brikker på rad i samme farge. &lt;b&gt;Pung:&lt;/b&gt; tre like brikker. &lt;b&gt;Kong:&lt;/b&gt; fire like brikker. &lt;b&gt;Par:&lt;/b&gt; to like brikker.</translation>
    </message>
    <message>
        <source>A set made with a claimed discard is &lt;b&gt;melded&lt;/b&gt; and shown on the table; a set built only from your own draws is &lt;b&gt;concealed&lt;/b&gt;.</source>
        <translation>Et sett som lages med et kast du har tatt, er &lt;b&gt;åpent&lt;/b&gt; og legges ut på bordet; et sett som bare er bygd av dine egne trekk, er &lt;b&gt;skjult&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted tiles:&lt;/b&gt; the runs 1-4-7, 2-5-8 and 3-6-9, each in a different suit. All nine together form a &lt;b&gt;knitted straight&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Flettede brikker:&lt;/b&gt; rekkene 1-4-7, 2-5-8 og 3-6-9, hver i sin farge. Alle ni sammen utgjør en &lt;b&gt;flettet rekke&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fan:&lt;/b&gt; a scoring pattern. A hand&apos;s points are the sum of its fan.</source>
        <translation>&lt;b&gt;Fan:&lt;/b&gt; et poenggivende mønster. Håndens poeng er summen av dens fan.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Forberedelser</translation>
    </message>
    <message>
        <source>144 tiles: characters, bamboo and dots 1 to 9 (four of each), four of each wind and dragon, and eight flowers (plum, orchid, chrysanthemum, bamboo; spring, summer, autumn, winter).</source>
        <translation>144 brikker: tegn, bambus og sirkler fra 1 til 9 (fire av hver), fire av hver vind og drage, og åtte blomster (plomme, orkidé, krysantemum, bambus; vår, sommer, høst, vinter).</translation>
    </message>
    <message>
        <source>Each flower is worth 1 bonus point.</source>
        <translation>Hver blomst er verdt 1 bonuspoeng.</translation>
    </message>
    <message>
        <source>The dealer receives 14 tiles, the others 13.</source>
        <translation>Giveren får 14 brikker, de andre 13.</translation>
    </message>
    <message>
        <source>Flowers are exposed at once and replaced from the end of the wall, again if the replacement is also a flower.</source>
        <translation>Blomster legges ut med en gang og erstattes fra enden av muren, og det gjentas hvis også erstatningen er en blomst.</translation>
    </message>
    <message>
        <source>The prevalent (round) wind is East. Seat winds run East, South, West, North from the dealer.</source>
        <translation>Rundevinden er øst. Plassvindene går øst, sør, vest, nord regnet fra giveren.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>En tur</translation>
    </message>
    <message>
        <source>On your turn, draw a tile, then discard one: select a tile and confirm the discard. The four copies of a tile look alike, but each is its own tile, and you choose exactly which one you play.</source>
        <translation>Når det er din tur, trekker du en brikke og kaster så en: velg en brikke og bekreft kastet. De fire eksemplarene av en brikke ser like ut, men hver er en egen brikke, og du velger nøyaktig hvilken du spiller.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Claiming a discard.&lt;/b&gt; When a tile is discarded, the other players may claim it:</source>
        <translation>&lt;b&gt;Ta et kast.&lt;/b&gt; Når en brikke kastes, kan de andre spillerne gjøre krav på den:</translation>
    </message>
    <message>
        <source>Any other player may claim a discard to complete a win, a pung or an exposed kong. Only the next player may chow it.</source>
        <translation>Alle de andre spillerne kan gjøre krav på et kast for å fullføre en seier, en pung eller en åpen kong. Bare neste spiller kan ta det til en chow.</translation>
    </message>
    <message>
        <source>All responses are collected before the tile is awarded. A win beats a pung or kong, which beats a chow.</source>
        <translation>Alle svarene samles inn før brikken tildeles. En seier går foran en pung eller kong, som igjen går foran en chow.</translation>
    </message>
    <message>
        <source>Equal claims follow seating order after the discarder.</source>
        <translation>Likeverdige krav avgjøres etter plassrekkefølgen fra den som kastet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kongs.&lt;/b&gt; A kong counts as one set of the hand:</source>
        <translation>&lt;b&gt;Konger.&lt;/b&gt; En kong teller som ett av håndens sett:</translation>
    </message>
    <message>
        <source>Four matching tiles in your hand may be declared a concealed kong. A fourth tile may extend an exposed pung into an added kong.</source>
        <translation>Fire like brikker på hånden kan meldes som skjult kong. En fjerde brikke kan utvide en åpen pung til en utvidet kong.</translation>
    </message>
    <message>
        <source>After any kong, draw a replacement tile from the end of the wall, then discard. A kong may be declared only while a replacement tile is available.</source>
        <translation>Etter hver kong trekker du en erstatningsbrikke fra enden av muren og kaster så. En kong kan bare meldes så lenge det finnes en erstatningsbrikke.</translation>
    </message>
    <message>
        <source>An added kong can be robbed: another player may win on the tile you add. A concealed kong cannot be robbed.</source>
        <translation>En utvidet kong kan ranes: en annen spiller kan vinne på brikken du legger til. En skjult kong kan ikke ranes.</translation>
    </message>
    <message>
        <source>After a chow or pung, you discard before you can declare a concealed or added kong.</source>
        <translation>Etter en chow eller pung må du kaste før du kan melde en skjult eller utvidet kong.</translation>
    </message>
    <message>
        <source>Winning hands and scoring</source>
        <translation>Vinnende hender og poengberegning</translation>
    </message>
    <message>
        <source>A standard win is four melds (chows, pungs or kongs) and a pair. These special hands also win:</source>
        <translation>En vanlig vinnerhånd er fire sett (chower, punger eller konger) og et par. Disse spesialhendene vinner også:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seven Pairs:&lt;/b&gt; any seven pairs.</source>
        <translation>&lt;b&gt;Sju par:&lt;/b&gt; hvilke som helst sju par.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seven Shifted Pairs:&lt;/b&gt; seven pairs of consecutive numbers in one suit.</source>
        <translation>&lt;b&gt;Sju forskjøvne par:&lt;/b&gt; sju par med tall på rad i samme farge.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Thirteen Orphans:&lt;/b&gt; one of each terminal and honor, plus a second copy of any one of them.</source>
        <translation>&lt;b&gt;Tretten foreldreløse:&lt;/b&gt; én av hver endebrikke og æresbrikke, pluss et eksemplar til av en av dem.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lesser Honors and Knitted Tiles:&lt;/b&gt; fourteen different single tiles, taken from the knitted runs and the honors.</source>
        <translation>&lt;b&gt;Små æresbrikker og flettede brikker:&lt;/b&gt; fjorten forskjellige enkeltbrikker, hentet fra de flettede rekkene og æresbrikkene.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Greater Honors and Knitted Tiles:&lt;/b&gt; the same, with all seven honors among them.</source>
        <translation>&lt;b&gt;Store æresbrikker og flettede brikker:&lt;/b&gt; det samme, med alle sju æresbrikkene blant dem.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted Straight hands:&lt;/b&gt; the nine knitted tiles plus one more set and a pair.</source>
        <translation>&lt;b&gt;Hender med flettet rekke:&lt;/b&gt; de ni flettede brikkene pluss ett sett til og et par.</translation>
    </message>
    <message>
        <source>Your hand is scored with the highest valid total under MCR values and exclusions. Winds, dragons, concealed pungs, kongs, waits and the way you won all count.</source>
        <translation>Hånden din får den høyeste gyldige summen etter MCR-verdiene og -unntakene. Vinder, drager, skjulte punger, konger, ventingen og måten du vant på, teller alle med.</translation>
    </message>
    <message>
        <source>Some fan already include others, and the included fan are not counted again. For example, Big Four Winds is not also scored as Big Three Winds, Prevalent Wind or Seat Wind, and Seven Pairs is not also scored as Concealed Hand or Single Wait.</source>
        <translation>Noen fan omfatter allerede andre, og de fan som inngår, telles ikke på nytt. For eksempel gir Fire store vinder ikke i tillegg Tre store vinder, Rundevind eller Plassvind, og Sju par gir ikke i tillegg Skjult hånd eller Enkeltventing.</translation>
    </message>
    <message>
        <source>Flowers are added only after the eight-point minimum is met.</source>
        <translation>Blomstene legges til først når minstekravet på åtte poeng er nådd.</translation>
    </message>
    <message>
        <source>The 81 fan</source>
        <translation>De 81 fan</translation>
    </message>
    <message>
        <source>These are all the scoring patterns of the Chinese Official rules, from the highest value to the lowest. Flower Tiles scores 1 point for each flower.</source>
        <translation>Dette er alle de poenggivende mønstrene i de kinesiske offisielle reglene, fra høyeste til laveste verdi. Blomsterbrikker gir 1 poeng for hver blomst.</translation>
    </message>
    <message>
        <source>Under each fan, a winning hand that scores it, set by set: a bar under a set means it was claimed, a concealed kong shows two tiles face down, and the framed tile is the one the hand wins on.</source>
        <translation>Under hver fan står en vinnerhånd som gir den, sett for sett: en strek under et sett betyr at det ble tatt på krav, en skjult kong viser to brikker med baksiden opp, og brikken i rammen er den hånden vinner på.</translation>
    </message>
    <message>
        <source>Fan</source>
        <translation>Fan</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Big Four Winds</source>
        <translation>Fire store vinder</translation>
    </message>
    <message>
        <source>Pungs or kongs of all four winds.</source>
        <translation>Punger eller konger av alle fire vinder.</translation>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <translation>Tre store drager</translation>
    </message>
    <message>
        <source>Pungs or kongs of all three dragons.</source>
        <translation>Punger eller konger av alle tre drager.</translation>
    </message>
    <message>
        <source>All Green</source>
        <translation>Helgrønn</translation>
    </message>
    <message>
        <source>Green tiles only: 2, 3, 4, 6 and 8 of bamboo and the Green Dragon.</source>
        <translation>Bare grønne brikker: bambus 2, 3, 4, 6 og 8 og Grønn drage.</translation>
    </message>
    <message>
        <source>Nine Gates</source>
        <translation>Ni porter</translation>
    </message>
    <message>
        <source>1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit, concealed, winning on any tile of that suit.</source>
        <translation>1-1-1-2-3-4-5-6-7-8-9-9-9 i én farge, skjult, og seier på hvilken som helst brikke i den fargen.</translation>
    </message>
    <message>
        <source>Four Kongs</source>
        <translation>Fire konger</translation>
    </message>
    <message>
        <source>Four kongs, melded or concealed.</source>
        <translation>Fire konger, åpne eller skjulte.</translation>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <translation>Sju forskjøvne par</translation>
    </message>
    <message>
        <source>Seven pairs of one suit in consecutive ranks.</source>
        <translation>Sju par i én farge med verdier som følger etter hverandre.</translation>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <translation>Tretten foreldreløse</translation>
    </message>
    <message>
        <source>One of each 1, 9 and honor, and a second of any one of them.</source>
        <translation>Én av hver ener, nier og æresbrikke, og en til av én av dem.</translation>
    </message>
    <message>
        <source>All Terminals</source>
        <translation>Bare endebrikker</translation>
    </message>
    <message>
        <source>Pungs and a pair of 1s and 9s only.</source>
        <translation>Bare punger og et par av enere og niere.</translation>
    </message>
    <message>
        <source>Little Four Winds</source>
        <translation>Fire små vinder</translation>
    </message>
    <message>
        <source>Pungs of three winds and a pair of the fourth.</source>
        <translation>Punger av tre vinder og et par av den fjerde.</translation>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <translation>Tre små drager</translation>
    </message>
    <message>
        <source>Pungs of two dragons and a pair of the third.</source>
        <translation>Punger av to drager og et par av den tredje.</translation>
    </message>
    <message>
        <source>All Honors</source>
        <translation>Bare æresbrikker</translation>
    </message>
    <message>
        <source>Winds and dragons only.</source>
        <translation>Bare vinder og drager.</translation>
    </message>
    <message>
        <source>Four Concealed Pungs</source>
        <translation>Fire skjulte punger</translation>
    </message>
    <message>
        <source>Four pungs or kongs made without claiming a discard.</source>
        <translation>Fire punger eller konger laget uten å gjøre krav på et kast.</translation>
    </message>
    <message>
        <source>Pure Terminal Chows</source>
        <translation>Rene endechower</translation>
    </message>
    <message>
        <source>In one suit: 1-2-3 and 7-8-9 twice each, and a pair of 5s.</source>
        <translation>I én farge: 1-2-3 og 7-8-9 to ganger hver, og et par femmere.</translation>
    </message>
    <message>
        <source>Quadruple Chow</source>
        <translation>Firedobbel chow</translation>
    </message>
    <message>
        <source>The same chow four times in one suit.</source>
        <translation>Den samme chowen fire ganger i én farge.</translation>
    </message>
    <message>
        <source>Four Pure Shifted Pungs</source>
        <translation>Fire rene forskjøvne punger</translation>
    </message>
    <message>
        <source>Four pungs of one suit in consecutive ranks.</source>
        <translation>Fire punger i én farge med verdier som følger etter hverandre.</translation>
    </message>
    <message>
        <source>Four Pure Shifted Chows</source>
        <translation>Fire rene forskjøvne chower</translation>
    </message>
    <message>
        <source>Four chows of one suit, each one rank (or each two ranks) above the last.</source>
        <translation>Fire chower i én farge, hver ett trinn (eller hver to trinn) over den forrige.</translation>
    </message>
    <message>
        <source>Three Kongs</source>
        <translation>Tre konger</translation>
    </message>
    <message>
        <source>Three kongs, melded or concealed.</source>
        <translation>Tre konger, åpne eller skjulte.</translation>
    </message>
    <message>
        <source>All Terminals and Honors</source>
        <translation>Bare endebrikker og æresbrikker</translation>
    </message>
    <message>
        <source>Pungs and a pair of 1s, 9s and honors only.</source>
        <translation>Bare punger og et par av enere, niere og æresbrikker.</translation>
    </message>
    <message>
        <source>Seven Pairs</source>
        <translation>Sju par</translation>
    </message>
    <message>
        <source>Seven pairs, concealed.</source>
        <translation>Sju par, skjult.</translation>
    </message>
    <message>
        <source>Greater Honors and Knitted Tiles</source>
        <translation>Store æresbrikker og flettede brikker</translation>
    </message>
    <message>
        <source>All seven honors once each, with seven tiles of 1-4-7, 2-5-8 and 3-6-9, each in its own suit.</source>
        <translation>Alle sju æresbrikker én gang hver, med sju brikker av 1-4-7, 2-5-8 og 3-6-9, hver i sin farge.</translation>
    </message>
    <message>
        <source>All Even Pungs</source>
        <translation>Bare like punger</translation>
    </message>
    <message>
        <source>Pungs and a pair of 2s, 4s, 6s and 8s only.</source>
        <translation>Bare punger og et par av toere, firere, seksere og åttere.</translation>
    </message>
    <message>
        <source>Full Flush</source>
        <translation>Ren farge</translation>
    </message>
    <message>
        <source>Tiles of one suit only.</source>
        <translation>Bare brikker i én farge.</translation>
    </message>
    <message>
        <source>Pure Triple Chow</source>
        <translation>Ren trippel chow</translation>
    </message>
    <message>
        <source>The same chow three times in one suit.</source>
        <translation>Den samme chowen tre ganger i én farge.</translation>
    </message>
    <message>
        <source>Pure Shifted Pungs</source>
        <translation>Rene forskjøvne punger</translation>
    </message>
    <message>
        <source>Three pungs of one suit in consecutive ranks.</source>
        <translation>Tre punger i én farge med verdier som følger etter hverandre.</translation>
    </message>
    <message>
        <source>Upper Tiles</source>
        <translation>Øvre brikker</translation>
    </message>
    <message>
        <source>7s, 8s and 9s only.</source>
        <translation>Bare sjuere, åttere og niere.</translation>
    </message>
    <message>
        <source>Middle Tiles</source>
        <translation>Midtre brikker</translation>
    </message>
    <message>
        <source>4s, 5s and 6s only.</source>
        <translation>Bare firere, femmere og seksere.</translation>
    </message>
    <message>
        <source>Lower Tiles</source>
        <translation>Nedre brikker</translation>
    </message>
    <message>
        <source>1s, 2s and 3s only.</source>
        <translation>Bare enere, toere og treere.</translation>
    </message>
    <message>
        <source>Pure Straight</source>
        <translation>Ren rekke</translation>
    </message>
    <message>
        <source>1-2-3, 4-5-6 and 7-8-9 of one suit.</source>
        <translation>1-2-3, 4-5-6 og 7-8-9 i én farge.</translation>
    </message>
    <message>
        <source>Three-Suited Terminal Chows</source>
        <translation>Endechower i tre farger</translation>
    </message>
    <message>
        <source>1-2-3 and 7-8-9 of one suit, the same of a second suit, and a pair of 5s of the third.</source>
        <translation>1-2-3 og 7-8-9 i én farge, det samme i en annen, og et par femmere i den tredje.</translation>
    </message>
    <message>
        <source>Pure Shifted Chows</source>
        <translation>Rene forskjøvne chower</translation>
    </message>
    <message>
        <source>Three chows of one suit, each one rank (or each two ranks) above the last.</source>
        <translation>Tre chower i én farge, hver ett trinn (eller hver to trinn) over den forrige.</translation>
    </message>
    <message>
        <source>All Five</source>
        <translation>Femmer overalt</translation>
    </message>
    <message>
        <source>Every set and the pair hold a 5.</source>
        <translation>Hvert sett og paret har en femmer.</translation>
    </message>
    <message>
        <source>Triple Pung</source>
        <translation>Trippel pung</translation>
    </message>
    <message>
        <source>Pungs of the same rank in all three suits.</source>
        <translation>Punger av samme verdi i alle tre farger.</translation>
    </message>
    <message>
        <source>Three Concealed Pungs</source>
        <translation>Tre skjulte punger</translation>
    </message>
    <message>
        <source>Three pungs or kongs made without claiming a discard.</source>
        <translation>Tre punger eller konger laget uten å gjøre krav på et kast.</translation>
    </message>
    <message>
        <source>Lesser Honors and Knitted Tiles</source>
        <translation>Små æresbrikker og flettede brikker</translation>
    </message>
    <message>
        <source>Fourteen different single tiles: honors and tiles of 1-4-7, 2-5-8 and 3-6-9, each in its own suit.</source>
        <translation>Fjorten ulike enkeltbrikker: æresbrikker og brikker av 1-4-7, 2-5-8 og 3-6-9, hver i sin farge.</translation>
    </message>
    <message>
        <source>Knitted Straight</source>
        <translation>Flettet rekke</translation>
    </message>
    <message>
        <source>1-4-7, 2-5-8 and 3-6-9, each in its own suit, with a set and a pair.</source>
        <translation>1-4-7, 2-5-8 og 3-6-9, hver i sin farge, med ett sett og et par.</translation>
    </message>
    <message>
        <source>Upper Four</source>
        <translation>Øvre fire</translation>
    </message>
    <message>
        <source>6s, 7s, 8s and 9s only.</source>
        <translation>Bare seksere, sjuere, åttere og niere.</translation>
    </message>
    <message>
        <source>Lower Four</source>
        <translation>Nedre fire</translation>
    </message>
    <message>
        <source>1s, 2s, 3s and 4s only.</source>
        <translation>Bare enere, toere, treere og firere.</translation>
    </message>
    <message>
        <source>Big Three Winds</source>
        <translation>Tre store vinder</translation>
    </message>
    <message>
        <source>Pungs of three winds.</source>
        <translation>Punger av tre vinder.</translation>
    </message>
    <message>
        <source>Mixed Straight</source>
        <translation>Blandet rekke</translation>
    </message>
    <message>
        <source>1-2-3, 4-5-6 and 7-8-9, each in a different suit.</source>
        <translation>1-2-3, 4-5-6 og 7-8-9, hver i sin farge.</translation>
    </message>
    <message>
        <source>Reversible Tiles</source>
        <translation>Vendbare brikker</translation>
    </message>
    <message>
        <source>Only tiles that look the same upside down: 1, 2, 3, 4, 5, 8, 9 of dots, 2, 4, 5, 6, 8, 9 of bamboo, the White Dragon.</source>
        <translation>Bare brikker som ser like ut opp ned: sirkel 1, 2, 3, 4, 5, 8, 9, bambus 2, 4, 5, 6, 8, 9 og Hvit drage.</translation>
    </message>
    <message>
        <source>Mixed Triple Chow</source>
        <translation>Blandet trippel chow</translation>
    </message>
    <message>
        <source>The same chow in all three suits.</source>
        <translation>Den samme chowen i alle tre farger.</translation>
    </message>
    <message>
        <source>Mixed Shifted Pungs</source>
        <translation>Blandede forskjøvne punger</translation>
    </message>
    <message>
        <source>Pungs of consecutive ranks, each in a different suit.</source>
        <translation>Punger med verdier som følger etter hverandre, hver i sin farge.</translation>
    </message>
    <message>
        <source>Chicken Hand</source>
        <translation>Kyllinghånd</translation>
    </message>
    <message>
        <source>A winning hand that scores no other fan (flowers aside).</source>
        <translation>En vinnerhånd som ikke gir noen annen fan (blomster unntatt).</translation>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <translation>Siste brikke trukket</translation>
    </message>
    <message>
        <source>Winning on the last tile of the wall, drawn yourself.</source>
        <translation>Seier på den siste brikken i muren, som du trakk selv.</translation>
    </message>
    <message>
        <source>Last Tile Claim</source>
        <translation>Siste brikke tatt</translation>
    </message>
    <message>
        <source>Winning on the discard of the last tile of the wall.</source>
        <translation>Seier på kastet av den siste brikken i muren.</translation>
    </message>
    <message>
        <source>Out with Replacement Tile</source>
        <translation>Ut på erstatningsbrikke</translation>
    </message>
    <message>
        <source>Winning on the replacement tile drawn after a kong.</source>
        <translation>Seier på erstatningsbrikken som trekkes etter en kong.</translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <translation>Rane kongen</translation>
    </message>
    <message>
        <source>Winning on the tile another player adds to a melded pung.</source>
        <translation>Seier på brikken en annen spiller legger til en åpen pung.</translation>
    </message>
    <message>
        <source>All Pungs</source>
        <translation>Bare punger</translation>
    </message>
    <message>
        <source>Four pungs or kongs and a pair.</source>
        <translation>Fire punger eller konger og et par.</translation>
    </message>
    <message>
        <source>Half Flush</source>
        <translation>Halv farge</translation>
    </message>
    <message>
        <source>Tiles of one suit, with honors.</source>
        <translation>Brikker i én farge, med æresbrikker.</translation>
    </message>
    <message>
        <source>Mixed Shifted Chows</source>
        <translation>Blandede forskjøvne chower</translation>
    </message>
    <message>
        <source>Three chows, each in a different suit, each one rank above the last.</source>
        <translation>Tre chower, hver i sin farge, hver ett trinn over den forrige.</translation>
    </message>
    <message>
        <source>All Types</source>
        <translation>Alle typer</translation>
    </message>
    <message>
        <source>Tiles of all three suits, winds and dragons.</source>
        <translation>Brikker i alle tre farger, vinder og drager.</translation>
    </message>
    <message>
        <source>Melded Hand</source>
        <translation>Åpen hånd</translation>
    </message>
    <message>
        <source>Four claimed sets, winning on a discard that pairs your last tile.</source>
        <translation>Fire sett tatt på krav, og seier på et kast som gir par til den siste brikken din.</translation>
    </message>
    <message>
        <source>Two Concealed Kongs</source>
        <translation>To skjulte konger</translation>
    </message>
    <message>
        <source>Two kongs declared from the hand.</source>
        <translation>To konger meldt fra hånden.</translation>
    </message>
    <message>
        <source>Two Dragon Pungs</source>
        <translation>To dragepunger</translation>
    </message>
    <message>
        <source>Pungs of two dragons.</source>
        <translation>Punger av to drager.</translation>
    </message>
    <message>
        <source>Outside Hand</source>
        <translation>Ytterhånd</translation>
    </message>
    <message>
        <source>Every set and the pair hold a 1, a 9 or an honor.</source>
        <translation>Hvert sett og paret har en ener, en nier eller en æresbrikke.</translation>
    </message>
    <message>
        <source>Fully Concealed Hand</source>
        <translation>Helt skjult hånd</translation>
    </message>
    <message>
        <source>No claimed tiles, winning on a tile you drew yourself.</source>
        <translation>Ingen brikker tatt på krav, og seier på en brikke du trakk selv.</translation>
    </message>
    <message>
        <source>Two Melded Kongs</source>
        <translation>To åpne konger</translation>
    </message>
    <message>
        <source>Two melded kongs.</source>
        <translation>To åpne konger.</translation>
    </message>
    <message>
        <source>Last Tile</source>
        <translation>Siste eksemplar</translation>
    </message>
    <message>
        <source>Winning on the last copy of a tile, the other three already in view.</source>
        <translation>Seier på det siste eksemplaret av en brikke, når de tre andre allerede er synlige.</translation>
    </message>
    <message>
        <source>Dragon Pung</source>
        <translation>Dragepung</translation>
    </message>
    <message>
        <source>A pung of a dragon.</source>
        <translation>En pung av en drage.</translation>
    </message>
    <message>
        <source>Prevalent Wind</source>
        <translation>Rundevind</translation>
    </message>
    <message>
        <source>A pung of the round&apos;s wind.</source>
        <translation>En pung av rundevinden.</translation>
    </message>
    <message>
        <source>Seat Wind</source>
        <translation>Plassvind</translation>
    </message>
    <message>
        <source>A pung of your own seat&apos;s wind.</source>
        <translation>En pung av din egen plassvind.</translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <translation>Skjult hånd</translation>
    </message>
    <message>
        <source>No claimed sets, winning on a discard.</source>
        <translation>Ingen sett tatt på krav, og seier på et kast.</translation>
    </message>
    <message>
        <source>All Chows</source>
        <translation>Bare chower</translation>
    </message>
    <message>
        <source>Four chows and a pair of suited tiles.</source>
        <translation>Fire chower og et par av fargebrikker.</translation>
    </message>
    <message>
        <source>Tile Hog</source>
        <translation>Brikkegris</translation>
    </message>
    <message>
        <source>All four copies of a tile in the hand, but not as a kong.</source>
        <translation>Alle fire eksemplarer av en brikke i hånden, men ikke som en kong.</translation>
    </message>
    <message>
        <source>Double Pung</source>
        <translation>Dobbel pung</translation>
    </message>
    <message>
        <source>Pungs of the same rank in two suits.</source>
        <translation>Punger av samme verdi i to farger.</translation>
    </message>
    <message>
        <source>Two Concealed Pungs</source>
        <translation>To skjulte punger</translation>
    </message>
    <message>
        <source>Two pungs made without claiming a discard.</source>
        <translation>To punger laget uten å gjøre krav på et kast.</translation>
    </message>
    <message>
        <source>Concealed Kong</source>
        <translation>Skjult kong</translation>
    </message>
    <message>
        <source>A kong declared from the hand.</source>
        <translation>En kong meldt fra hånden.</translation>
    </message>
    <message>
        <source>All Simples</source>
        <translation>Bare enkle brikker</translation>
    </message>
    <message>
        <source>No 1s, no 9s and no honors.</source>
        <translation>Ingen enere, ingen niere og ingen æresbrikker.</translation>
    </message>
    <message>
        <source>Pure Double Chow</source>
        <translation>Ren dobbel chow</translation>
    </message>
    <message>
        <source>The same chow twice in one suit.</source>
        <translation>Den samme chowen to ganger i én farge.</translation>
    </message>
    <message>
        <source>Mixed Double Chow</source>
        <translation>Blandet dobbel chow</translation>
    </message>
    <message>
        <source>The same chow in two suits.</source>
        <translation>Den samme chowen i to farger.</translation>
    </message>
    <message>
        <source>Short Straight</source>
        <translation>Kort rekke</translation>
    </message>
    <message>
        <source>Two chows of one suit that follow on, such as 1-2-3 and 4-5-6.</source>
        <translation>To chower i én farge som følger etter hverandre, som 1-2-3 og 4-5-6.</translation>
    </message>
    <message>
        <source>Two Terminal Chows</source>
        <translation>To endechower</translation>
    </message>
    <message>
        <source>1-2-3 and 7-8-9 of one suit.</source>
        <translation>1-2-3 og 7-8-9 i én farge.</translation>
    </message>
    <message>
        <source>Pung of Terminals or Honors</source>
        <translation>Pung av endebrikker eller æresbrikker</translation>
    </message>
    <message>
        <source>A pung of 1s or 9s, or of a wind that is neither the round&apos;s nor your seat&apos;s.</source>
        <translation>En pung av enere eller niere, eller av en vind som verken er rundevinden eller plassvinden din.</translation>
    </message>
    <message>
        <source>Melded Kong</source>
        <translation>Åpen kong</translation>
    </message>
    <message>
        <source>A kong made with a discard, or added to a melded pung.</source>
        <translation>En kong laget med et kast, eller lagt til en åpen pung.</translation>
    </message>
    <message>
        <source>One Voided Suit</source>
        <translation>Én farge mangler</translation>
    </message>
    <message>
        <source>No tiles of one of the three suits.</source>
        <translation>Ingen brikker i én av de tre fargene.</translation>
    </message>
    <message>
        <source>No Honors</source>
        <translation>Ingen æresbrikker</translation>
    </message>
    <message>
        <source>No winds and no dragons.</source>
        <translation>Ingen vinder og ingen drager.</translation>
    </message>
    <message>
        <source>Edge Wait</source>
        <translation>Kantventing</translation>
    </message>
    <message>
        <source>Waiting only on the 3 after 1-2, or the 7 before 8-9, and winning on it.</source>
        <translation>Venter bare på treeren etter 1-2, eller sjueren før 8-9, og vinner på den.</translation>
    </message>
    <message>
        <source>Closed Wait</source>
        <translation>Midtventing</translation>
    </message>
    <message>
        <source>Waiting only on the middle tile of a chow, and winning on it.</source>
        <translation>Venter bare på midtbrikken i en chow, og vinner på den.</translation>
    </message>
    <message>
        <source>Single Wait</source>
        <translation>Enkeltventing</translation>
    </message>
    <message>
        <source>Waiting only on the tile that pairs a single one, and winning on it.</source>
        <translation>Venter bare på brikken som gir par til en enslig brikke, og vinner på den.</translation>
    </message>
    <message>
        <source>Self-Drawn</source>
        <translation>Selvtrukket</translation>
    </message>
    <message>
        <source>Winning on a tile you drew yourself.</source>
        <translation>Seier på en brikke du trakk selv.</translation>
    </message>
    <message>
        <source>Flower Tiles</source>
        <translation>Blomsterbrikker</translation>
    </message>
    <message>
        <source>One point for each flower shown, counted after the 8-point minimum.</source>
        <translation>Ett poeng for hver blomst som er lagt ut, talt etter minstekravet på 8 poeng.</translation>
    </message>
    <message>
        <source>Settlement and end</source>
        <translation>Oppgjør og slutt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Self-drawn win:&lt;/b&gt; each opponent pays 8 plus the hand total.</source>
        <translation>&lt;b&gt;Selvtrukket seier:&lt;/b&gt; hver motspiller betaler 8 pluss håndens sum.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Win on a discard:&lt;/b&gt; the discarder pays 8 plus the hand total; each of the other two opponents pays 8.</source>
        <translation>&lt;b&gt;Seier på et kast:&lt;/b&gt; den som kastet, betaler 8 pluss håndens sum; hver av de to andre motspillerne betaler 8.</translation>
    </message>
    <message>
        <source>The hand total includes flowers.</source>
        <translation>Håndens sum omfatter blomstene.</translation>
    </message>
    <message>
        <source>When several players declare a win on the same discard, only the nearest player after the discarder wins.</source>
        <translation>Melder flere spillere seier på samme kast, vinner bare den som sitter nærmest etter den som kastet.</translation>
    </message>
    <message>
        <source>Payments are shown as points; no money is involved.</source>
        <translation>Betalingene vises som poeng; det er ingen penger med i spillet.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Example:&lt;/i&gt; you win with a 10-point hand and two flowers, a total of 12. If you drew the winning tile yourself, each opponent pays you 20, 60 in all. If you won on a discard, the discarder pays 20 and the other two pay 8 each, 36 in all.</source>
        <translation>&lt;i&gt;Eksempel:&lt;/i&gt; du vinner med en hånd på 10 poeng og to blomster, til sammen 12. Trakk du vinnerbrikken selv, betaler hver motspiller deg 20, altså 60 i alt. Vant du på et kast, betaler den som kastet 20, og de to andre betaler 8 hver, altså 36 i alt.</translation>
    </message>
    <message>
        <source>If a player needs to draw and no tile is left in the wall, the deal is a draw and nobody pays.</source>
        <translation>Må en spiller trekke og det ikke er flere brikker igjen i muren, ender runden uavgjort, og ingen betaler.</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>Presiseringer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paying for a discard win.&lt;/b&gt; The discarder pays 8 plus the total, and &lt;i&gt;each&lt;/i&gt; of the other two opponents pays 8, as in standard MCR.</source>
        <translation>&lt;b&gt;Betaling ved seier på kast.&lt;/b&gt; Den som kastet, betaler 8 pluss summen, og &lt;i&gt;hver&lt;/i&gt; av de to andre motspillerne betaler 8, som i vanlig MCR.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Special wins.&lt;/b&gt; Winning on a kong replacement tile (Out with Replacement Tile), Robbing the Kong, winning on the last tile of the wall (Last Tile Draw or Last Tile Claim) and Last Tile (the fourth copy of a tile, the other three already visible) are scored as MCR defines them.</source>
        <translation>&lt;b&gt;Spesielle seirer.&lt;/b&gt; Seier på erstatningsbrikken etter en kong (Ut på erstatningsbrikke), Rane kongen, seier på murens siste brikke (Siste brikke trukket eller Siste brikke tatt) og Siste eksemplar (det fjerde eksemplaret av en brikke når de tre andre allerede er synlige) gir poeng slik MCR definerer dem.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The last tile of the wall.&lt;/b&gt; It is drawn normally, and its discard can still be won.</source>
        <translation>&lt;b&gt;Murens siste brikke.&lt;/b&gt; Den trekkes på vanlig måte, og det går fortsatt an å vinne på kastet etter den.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The wall.&lt;/b&gt; All 144 tiles form the wall. There is no dead wall apart from the replacement draws from its end. The deal is drawn when a player would need to draw and no tile is left.</source>
        <translation>&lt;b&gt;Muren.&lt;/b&gt; Alle de 144 brikkene utgjør muren. Det finnes ingen død mur, bortsett fra at erstatningsbrikker trekkes fra enden av den. Runden ender uavgjort når en spiller må trekke og det ikke er flere brikker igjen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chicken Hand.&lt;/b&gt; A hand that scores no other fan still wins as Chicken Hand, worth 8 points. Flowers never help reach the 8-point minimum.</source>
        <translation>&lt;b&gt;Kyllinghånd.&lt;/b&gt; En hånd som ikke gir noen andre fan, vinner likevel som Kyllinghånd, verdt 8 poeng. Blomster hjelper aldri med å nå minstekravet på 8 poeng.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring a win.&lt;/b&gt; Only a win worth at least 8 points before flowers can be declared: you are offered &lt;i&gt;Hu&lt;/i&gt; only then, and an AI never declares a smaller win.</source>
        <translation>&lt;b&gt;Melde seier.&lt;/b&gt; Bare en seier som er verdt minst 8 poeng før blomstene, kan meldes: først da får du valget &lt;i&gt;Hu&lt;/i&gt;, og en AI melder aldri en mindre seier.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Several winners.&lt;/b&gt; When more than one player declares a win on the same discard, only the nearest claimant after the discarder wins (head bump).</source>
        <translation>&lt;b&gt;Flere vinnere.&lt;/b&gt; Melder mer enn én spiller seier på samme kast, vinner bare den som sitter nærmest etter den som kastet (nærmeste vinner).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seats.&lt;/b&gt; The dealer (East) is chosen at random for the deal. Play runs anticlockwise: East, then South on East&apos;s right, West opposite and North on East&apos;s left. You always sit at the bottom of the table, whatever your wind.</source>
        <translation>&lt;b&gt;Plasser.&lt;/b&gt; Giveren (øst) trekkes tilfeldig for runden. Spillet går mot klokka: øst, så sør til høyre for øst, vest overfor og nord til venstre for øst. Du sitter alltid nederst ved bordet, uansett hvilken vind du har.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is forced.&lt;/b&gt; You may always pass on a claim, and you may decline a self-drawn win. Nobody has to claim or to win.</source>
        <translation>&lt;b&gt;Ingenting er tvunget.&lt;/b&gt; Du kan alltid stå over et krav, og du kan si nei til en selvtrukket seier. Ingen er nødt til å gjøre krav eller å vinne.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted straight.&lt;/b&gt; The nine knitted tiles are always concealed: they cannot be claimed into the straight. The hand&apos;s remaining set may be exposed, as in MCR.</source>
        <translation>&lt;b&gt;Flettet rekke.&lt;/b&gt; De ni flettede brikkene er alltid skjult: de kan ikke tas fra kast inn i rekken. Håndens siste sett kan være åpent, som i MCR.</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Back</source>
        <translation>Tilbake</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Tilbake til spillene</translation>
    </message>
    <message>
        <source>Back to the games (Esc)</source>
        <translation>Tilbake til spillene (Esc)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Innhold</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Reglene for %1</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Spill %1</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Kommer snart</translation>
    </message>
</context>
<context>
    <name>RulesSiSePai</name>
    <message>
        <source>Sì Sè Pái (Four Color Cards)</source>
        <translation>Sì Sè Pái (firefargekort)</translation>
    </message>
    <message>
        <source>Sì Sè Pái (Four Color Cards, 四色牌) belongs to the Southern Fujian tradition of China. Its traditional pack has 120 cards: chess pieces and soldiers in four colours, Red, Yellow, White and Green. This table seats four players, you against three AI, for one deal. Use command groups, field groups, identical sets and mixed-colour soldier groups to meld all 21 cards, including the new card.</source>
        <translation>Sì Sè Pái (firefargekort, 四色牌) hører til tradisjonen i Sør-Fujian i Kina. Den tradisjonelle kortstokken har 120 kort: sjakkbrikker og soldater i fire farger, rød, gul, hvit og grønn. Ved dette bordet sitter fire spillere, du mot tre AI-er, og dere spiller én runde. Bruk kommandogrupper, feltgrupper, grupper av like kort og soldatgrupper i ulike farger til å få alle 21 kortene, det nye kortet medregnet, inn i kombinasjoner.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>You and the three AI players each play for yourselves. The first player whose 21 cards all form legal melds after taking a new card wins.</source>
        <translation>Du og de tre AI-ene spiller hver for dere. Den første som etter å ha tatt et nytt kort har alle sine 21 kort i lovlige kombinasjoner, vinner.</translation>
    </message>
    <message>
        <source>If the stock runs out with no winner, the deal is a draw.</source>
        <translation>Blir bunken tom uten at noen har vunnet, ender runden uavgjort.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Forberedelser</translation>
    </message>
    <message>
        <source>This table plays Wei-Hwa Huang&apos;s flower-card variant: 112 chess cards and five flowers, 117 cards in all. The blank and title cards are left out.</source>
        <translation>Ved dette bordet spilles Wei-Hwa Huangs variant med blomsterkort: 112 sjakk-kort og fem blomster, 117 kort i alt. De blanke kortene og tittelkortene tas ut.</translation>
    </message>
    <message>
        <source>Each flower forms a meld of its own. Flowers are never wild.</source>
        <translation>Hver blomst er en kombinasjon for seg selv. Blomster er aldri jokere.</translation>
    </message>
    <message>
        <source>Each player is dealt 20 cards; the other 37 cards form the stock.</source>
        <translation>Hver spiller får 20 kort; de resterende 37 kortene blir bunken.</translation>
    </message>
    <message>
        <source>A randomly chosen dealer makes the first draw, which is public like every draw.</source>
        <translation>En tilfeldig valgt giver trekker først, og det trekket er åpent, som alle andre trekk.</translation>
    </message>
    <message>
        <source>Legal melds</source>
        <translation>Lovlige kombinasjoner</translation>
    </message>
    <message>
        <source>Every card of a winning hand must belong to one of these groups:</source>
        <translation>Hvert kort i en vinnende hånd må høre til en av disse gruppene:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Single-card group:&lt;/b&gt; one General, or one flower, on its own.</source>
        <translation>&lt;b&gt;Enkeltkortgruppe:&lt;/b&gt; én general eller én blomst alene.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Identical group:&lt;/b&gt; two, three or four cards of exactly the same colour and character. Generals never form identical groups.</source>
        <translation>&lt;b&gt;Gruppe av like kort:&lt;/b&gt; to, tre eller fire kort med nøyaktig samme farge og brikke. Generaler danner aldri grupper av like kort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Command group:&lt;/b&gt; one General, one Advisor and one Elephant, all of one colour.</source>
        <translation>&lt;b&gt;Kommandogruppe:&lt;/b&gt; én general, én rådgiver og én elefant, alle i samme farge.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Field group:&lt;/b&gt; one Chariot, one Horse and one Cannon, all of one colour.</source>
        <translation>&lt;b&gt;Feltgruppe:&lt;/b&gt; én vogn, én hest og én kanon, alle i samme farge.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Soldier group:&lt;/b&gt; three or four Soldiers, all of different colours.</source>
        <translation>&lt;b&gt;Soldatgruppe:&lt;/b&gt; tre eller fire soldater, alle i forskjellige farger.</translation>
    </message>
    <message>
        <source>Command and field groups are one-colour mixed groups; soldier groups are mixed-colour groups. Together they are called &lt;i&gt;mixed groups&lt;/i&gt;.</source>
        <translation>Kommando- og feltgrupper er blandede grupper i én farge; soldatgrupper er blandede grupper i flere farger. Til sammen kalles de &lt;i&gt;blandede grupper&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>En tur</translation>
    </message>
    <message>
        <source>A card drawn from the stock is public: everyone sees it.</source>
        <translation>Et kort som trekkes fra bunken, er åpent: alle ser det.</translation>
    </message>
    <message>
        <source>A player who takes the new card must use it at once in a legal group, exposed on the table. It cannot be kept hidden for later.</source>
        <translation>Den som tar det nye kortet, må straks bruke det i en lovlig gruppe som legges åpent ut på bordet. Det kan ikke holdes skjult til senere.</translation>
    </message>
    <message>
        <source>If nobody takes a drawn card, it counts as discarded and the other players get another chance to claim it.</source>
        <translation>Tar ingen et trukket kort, regnes det som kastet, og de andre spillerne får en ny sjanse til å gjøre krav på det.</translation>
    </message>
    <message>
        <source>After grouping the new card, a player whose 21 cards are all grouped wins, and the deal ends.</source>
        <translation>Har en spiller alle sine 21 kort i grupper etter å ha lagt ut det nye kortet, vinner spilleren, og runden er over.</translation>
    </message>
    <message>
        <source>Otherwise that player discards one card from their hidden hand, and play goes on.</source>
        <translation>Ellers kaster spilleren ett kort fra den skjulte hånden, og spillet går videre.</translation>
    </message>
    <message>
        <source>Generals and flowers can never be discarded. Exposed groups can never be split or rearranged.</source>
        <translation>Generaler og blomster kan aldri kastes. Grupper som er lagt ut, kan aldri deles eller settes sammen på nytt.</translation>
    </message>
    <message>
        <source>Claim priority</source>
        <translation>Hvilket krav går foran</translation>
    </message>
    <message>
        <source>When a card is drawn or discarded, each player in turn chooses &lt;i&gt;claim&lt;/i&gt; or &lt;i&gt;pass&lt;/i&gt;. The card is awarded only after every answer is in, so answering first gives no priority.</source>
        <translation>Når et kort trekkes eller kastes, velger hver spiller etter tur &lt;i&gt;krav&lt;/i&gt; eller &lt;i&gt;pass&lt;/i&gt;. Kortet tildeles først når alle har svart, så det gir ingen fordel å svare først.</translation>
    </message>
    <message>
        <source>Claims rank in this order, highest first:</source>
        <translation>Kravene rangeres slik, det høyeste først:</translation>
    </message>
    <message>
        <source>The drawer&apos;s own win.</source>
        <translation>Seier for den som trakk kortet.</translation>
    </message>
    <message>
        <source>Another player&apos;s win. If several players can win, the nearest in turn order wins.</source>
        <translation>Seier for en annen spiller. Kan flere vinne, vinner den som er nærmest i turrekkefølgen.</translation>
    </message>
    <message>
        <source>An identical triple or quad, by any player allowed to make it.</source>
        <translation>Tre eller fire like, for enhver spiller som har lov til å legge det ut.</translation>
    </message>
    <message>
        <source>The drawer&apos;s own group other than a pair: a command, field or soldier group, or a General or flower on its own.</source>
        <translation>En egen gruppe for den som trakk kortet, men ikke et par: en kommando-, felt- eller soldatgruppe, eller en general eller blomst alene.</translation>
    </message>
    <message>
        <source>The next player&apos;s mixed group.</source>
        <translation>En blandet gruppe for neste spiller.</translation>
    </message>
    <message>
        <source>Ties within a level follow normal turn order. Claims that do not win are restricted:</source>
        <translation>Står flere krav likt på samme nivå, avgjør vanlig turrekkefølge. Krav som ikke gir seier, er begrenset:</translation>
    </message>
    <message>
        <source>The drawer may not use the new card to make a pair.</source>
        <translation>Den som trakk kortet, kan ikke bruke det nye kortet til å lage et par.</translation>
    </message>
    <message>
        <source>Other players may claim only to make an identical triple or quad. The next player may also claim to make a mixed group of three or four cards.</source>
        <translation>Andre spillere kan bare gjøre krav for å lage tre eller fire like. Neste spiller kan også gjøre krav for å lage en blandet gruppe på tre eller fire kort.</translation>
    </message>
    <message>
        <source>None of these restrictions applies to a winning hand.</source>
        <translation>Ingen av disse begrensningene gjelder for en vinnende hånd.</translation>
    </message>
    <message>
        <source>If nobody takes a drawn card, it is treated as the drawer&apos;s discard and claims are resolved again. Only when that discard is also unclaimed does the next player draw.</source>
        <translation>Tar ingen et trukket kort, regnes det som kastet av den som trakk det, og kravene avgjøres på nytt. Først når ingen gjør krav på dette kastet heller, trekker neste spiller.</translation>
    </message>
    <message>
        <source>Scoring and end</source>
        <translation>Poengberegning og slutt</translation>
    </message>
    <message>
        <source>A win ends the deal and reveals the winner&apos;s remaining melds. The winner&apos;s melds score:</source>
        <translation>En seier avslutter runden, og vinnerens gjenværende kombinasjoner vises. Vinnerens kombinasjoner gir:</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Kombinasjon</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Single General</source>
        <translation>Enslig general</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>Blomst</translation>
    </message>
    <message>
        <source>Identical triple</source>
        <translation>Tre like</translation>
    </message>
    <message>
        <source>Identical quad</source>
        <translation>Fire like</translation>
    </message>
    <message>
        <source>Command, field or soldier group</source>
        <translation>Kommando-, felt- eller soldatgruppe</translation>
    </message>
    <message>
        <source>The result shows the winner&apos;s meld total; there is no regional cash settlement. If the stock runs out with no winner, the deal is a draw.</source>
        <translation>Resultatet viser summen av vinnerens kombinasjoner; det er ikke noe regionalt pengeoppgjør. Blir bunken tom uten at noen har vunnet, ender runden uavgjort.</translation>
    </message>
    <message>
        <source>The pack</source>
        <translation>Kortstokken</translation>
    </message>
    <message>
        <source>The variant played here uses 117 cards: 28 in each of the four colours, plus five flowers.</source>
        <translation>Varianten som spilles her, bruker 117 kort: 28 i hver av de fire fargene og fem blomster.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farge</translation>
    </message>
    <message>
        <source>Characters (four copies of each)</source>
        <translation>Brikker (fire eksemplarer av hver)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Red, Yellow</source>
        <translation>Rød, gul</translation>
    </message>
    <message>
        <source>帥 General, 仕 Advisor, 相 Elephant, 俥 Chariot, 傌 Horse, 炮 Cannon, 兵 Soldier</source>
        <translation>帥 general, 仕 rådgiver, 相 elefant, 俥 vogn, 傌 hest, 炮 kanon, 兵 soldat</translation>
    </message>
    <message>
        <source>28 each</source>
        <translation>28 i hver</translation>
    </message>
    <message>
        <source>Green, White</source>
        <translation>Grønn, hvit</translation>
    </message>
    <message>
        <source>將 General, 士 Advisor, 象 Elephant, 車 Chariot, 馬 Horse, 包 Cannon, 卒 Soldier</source>
        <translation>將 general, 士 rådgiver, 象 elefant, 車 vogn, 馬 hest, 包 kanon, 卒 soldat</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>Blomster</translation>
    </message>
    <message>
        <source>Five different flowers, one card each: 梅 plum, 蘭 orchid, 蓮 lotus, 菊 chrysanthemum, 桃 peach</source>
        <translation>Fem ulike blomster, ett kort av hver: 梅 plomme, 蘭 orkidé, 蓮 lotus, 菊 krysantemum, 桃 fersken</translation>
    </message>
    <message>
        <source>The two sets of characters name the same roles. Cards match by colour and role, whichever character they show.</source>
        <translation>De to settene med tegn betegner de samme brikkene. Kortene passer sammen etter farge og brikke, uansett hvilket tegn som står på dem.</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>Presiseringer</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal.&lt;/b&gt; Everybody, the dealer included, is dealt 20 cards; the dealer does not start with 21. The remaining 37 cards (117 − 80) form the stock.</source>
        <translation>&lt;b&gt;Utdelingen.&lt;/b&gt; Alle, også giveren, får 20 kort; giveren begynner ikke med 21. De resterende 37 kortene (117 − 80) blir bunken.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What a win counts.&lt;/b&gt; Your hidden hand, your exposed groups and the new card make 21 cards, and all 21 must split into legal melds. Your hidden cards may be grouped in any way; exposed groups stay as they are.</source>
        <translation>&lt;b&gt;Hva som teller for seier.&lt;/b&gt; Den skjulte hånden din, gruppene du har lagt ut, og det nye kortet utgjør 21 kort, og alle 21 må kunne deles i lovlige kombinasjoner. De skjulte kortene kan grupperes fritt; grupper som er lagt ut, blir som de er.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Generals in a win.&lt;/b&gt; A General may count as a single-card group or as part of a command group, whichever lets the hand win. Generals never form pairs or triples.</source>
        <translation>&lt;b&gt;Generaler i en seier.&lt;/b&gt; En general kan telle som enkeltkortgruppe eller som del av en kommandogruppe, alt etter hva som lar hånden vinne. Generaler danner aldri par eller tre like.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Soldiers.&lt;/b&gt; Pairs and triples of identical Soldiers (same colour) are legal identical groups.</source>
        <translation>&lt;b&gt;Soldater.&lt;/b&gt; Par og tre like av soldater i samme farge er lovlige grupper av like kort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn General or flower.&lt;/b&gt; It can never become a discard: the drawer must take it, as a single-card group or, for a General, in a command group if the drawer prefers. Another player&apos;s &lt;i&gt;winning&lt;/i&gt; claim on it still ranks higher. Nobody else can claim a General or a flower except to win.</source>
        <translation>&lt;b&gt;En trukket general eller blomst.&lt;/b&gt; Den kan aldri bli et kast: den som trakk den, må ta den, som enkeltkortgruppe eller, for en general, i en kommandogruppe om spilleren heller vil det. En annen spillers krav &lt;i&gt;med seier&lt;/i&gt; går likevel foran. Ingen andre kan gjøre krav på en general eller en blomst, unntatt for å vinne.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ties.&lt;/b&gt; For a drawn card, turn order for ties counts from the drawer; for a discard, from the seat after the discarder. Nobody claims their own discard.</source>
        <translation>&lt;b&gt;Like krav.&lt;/b&gt; Ved et trukket kort regnes turrekkefølgen fra den som trakk; ved et kast fra plassen etter den som kastet. Ingen gjør krav på sitt eget kast.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Claims on a discard.&lt;/b&gt; Only three levels exist: another player&apos;s win, an identical triple or quad, and the next player&apos;s mixed group. A claim that does not win never completes a pair.</source>
        <translation>&lt;b&gt;Krav på et kast.&lt;/b&gt; Det finnes bare tre nivåer: seier for en annen spiller, tre eller fire like, og en blandet gruppe for neste spiller. Et krav som ikke gir seier, fullfører aldri et par.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Quads.&lt;/b&gt; After claiming a quad, the claimant holds 21 cards and discards down to 20. A card can never be added to an exposed group later.</source>
        <translation>&lt;b&gt;Fire like.&lt;/b&gt; Etter et krav på fire like har spilleren 21 kort og kaster seg ned til 20. Et kort kan aldri legges til en utlagt gruppe senere.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No dead ends.&lt;/b&gt; A claim that would leave a player who has not won with no legal discard (only Generals and flowers left hidden) is not offered.</source>
        <translation>&lt;b&gt;Ingen blindveier.&lt;/b&gt; Et krav som ville etterlate en spiller som ikke har vunnet, uten noe lovlig kast (bare generaler og blomster igjen på den skjulte hånden), blir ikke tilbudt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who plays next.&lt;/b&gt; After a claim, the claimant discards and the player after the claimant moves next. When a discard goes unclaimed, the player after the discarder draws.</source>
        <translation>&lt;b&gt;Hvem som spiller videre.&lt;/b&gt; Etter et krav kaster den som gjorde kravet, og spilleren etter vedkommende har neste tur. Gjør ingen krav på et kast, trekker spilleren etter den som kastet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Direction of play.&lt;/b&gt; Play runs anticlockwise: you, then the player on your right, the player across and the player on your left. Claim prompts and ties follow the same order.</source>
        <translation>&lt;b&gt;Spilleretning.&lt;/b&gt; Spillet går mot klokka: du, så spilleren til høyre for deg, spilleren overfor og spilleren til venstre for deg. Spørsmålene om krav og avgjørelsen mellom like krav følger samme rekkefølge.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoring details.&lt;/b&gt; Identical groups score only as triples and quads; pairs score nothing. Command, field and soldier groups score zero, and a General inside a command group does not earn the single-General point. No minimum score is needed to win.</source>
        <translation>&lt;b&gt;Poengdetaljer.&lt;/b&gt; Grupper av like kort gir bare poeng som tre eller fire like; par gir ingenting. Kommando-, felt- og soldatgrupper gir null, og en general i en kommandogruppe gir ikke poenget for enslig general. Det trengs ingen minstepoengsum for å vinne.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn deal.&lt;/b&gt; The deal is drawn only after the claims on the last drawn card, and on its discard, have been resolved.</source>
        <translation>&lt;b&gt;Uavgjort runde.&lt;/b&gt; Runden blir uavgjort først når kravene på det siste trukne kortet, og på kastet av det, er avgjort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fair claims.&lt;/b&gt; The AI players claim and are ranked exactly as you are. You are asked for your answer before any AI answer is revealed.</source>
        <translation>&lt;b&gt;Rettferdige krav.&lt;/b&gt; AI-ene gjør krav og rangeres på nøyaktig samme måte som du. Du blir bedt om svaret ditt før noe svar fra en AI blir vist.</translation>
    </message>
    <message>
        <source>&lt;b&gt;120 or 117 cards.&lt;/b&gt; The lobby shows 120 cards, the size of the traditional pack; the variant played here uses 117 of them.</source>
        <translation>&lt;b&gt;120 eller 117 kort.&lt;/b&gt; Spilloversikten viser 120 kort, størrelsen på den tradisjonelle kortstokken; varianten som spilles her, bruker 117 av dem.</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Rådgiver</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Elefant</translation>
    </message>
    <message>
        <source>Chariot</source>
        <translation>Vogn</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Hest</translation>
    </message>
    <message>
        <source>Cannon</source>
        <translation>Kanon</translation>
    </message>
    <message>
        <source>Soldier</source>
        <translation>Soldat</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rød</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gul</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grønn</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Hvit</translation>
    </message>
    <message>
        <source>梅 Plum</source>
        <translation>梅 Plomme</translation>
    </message>
    <message>
        <source>蘭 Orchid</source>
        <translation>蘭 Orkidé</translation>
    </message>
    <message>
        <source>蓮 Lotus</source>
        <translation>蓮 Lotus</translation>
    </message>
    <message>
        <source>菊 Chrysanthemum</source>
        <translation>菊 Krysantemum</translation>
    </message>
    <message>
        <source>桃 Peach</source>
        <translation>桃 Fersken</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>you</source>
        <comment>the player, in running text</comment>
        <translation>du</translation>
    </message>
    <message>
        <source>Right AI</source>
        <comment>the AI seated on the player&apos;s right, in running text</comment>
        <translation>AI-en til høyre</translation>
    </message>
    <message>
        <source>Across AI</source>
        <comment>the AI seated across from the player, in running text</comment>
        <translation>AI-en overfor</translation>
    </message>
    <message>
        <source>Left AI</source>
        <comment>the AI seated on the player&apos;s left, in running text</comment>
        <translation>AI-en til venstre</translation>
    </message>
    <message>
        <source>the AI</source>
        <comment>the player&apos;s only opponent (two at the table), in running text</comment>
        <translation>AI-en</translation>
    </message>
    <message>
        <source>You</source>
        <comment>the player, standing alone (a heading, a badge)</comment>
        <translation>Du</translation>
    </message>
    <message>
        <source>Right AI</source>
        <comment>the AI seated on the player&apos;s right, standing alone</comment>
        <translation>AI-en til høyre</translation>
    </message>
    <message>
        <source>Across AI</source>
        <comment>the AI seated across from the player, standing alone</comment>
        <translation>AI-en overfor</translation>
    </message>
    <message>
        <source>Left AI</source>
        <comment>the AI seated on the player&apos;s left, standing alone</comment>
        <translation>AI-en til venstre</translation>
    </message>
    <message>
        <source>The AI</source>
        <comment>the player&apos;s only opponent, standing alone</comment>
        <translation>AI-en</translation>
    </message>
    <message>
        <source>You</source>
        <comment>short seat label on a plate or badge</comment>
        <translation>Du</translation>
    </message>
    <message>
        <source>Right</source>
        <comment>short label of the AI on the player&apos;s right (plates, badges)</comment>
        <translation>Til høyre</translation>
    </message>
    <message>
        <source>Across</source>
        <comment>short label of the AI across from the player (plates, badges)</comment>
        <translation>Overfor</translation>
    </message>
    <message>
        <source>Left</source>
        <comment>short label of the AI on the player&apos;s left (plates, badges)</comment>
        <translation>Til venstre</translation>
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
        <translation>Hurtigtaster</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Taster</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Hva de gjør</translation>
    </message>
</context>
<context>
    <name>SisepaiTable</name>
    <message>
        <source>Claim the {card} — which group?</source>
        <translation>Krav på {card} – hvilken gruppe?</translation>
    </message>
    <message>
        <source>&amp;Group</source>
        <translation>&amp;Grupper</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Grupper</translation>
    </message>
    <message>
        <source>Order your hand by its best melds, with gaps between them</source>
        <translation>Sorter hånden etter de beste kombinasjonene, med mellomrom mellom dem</translation>
    </message>
    <message>
        <source>&amp;Win!</source>
        <translation>&amp;Vinn!</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Vinn</translation>
    </message>
    <message>
        <source>Take the card: all your cards form melds</source>
        <translation>Ta kortet: alle kortene dine går opp i kombinasjoner</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pass</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Let the card go</source>
        <translation>La kortet gå</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>&amp;Claim…</source>
        <translation>K&amp;rev …</translation>
    </message>
    <message>
        <source>Choose which of your cards to group with it</source>
        <translation>Velg hvilke av kortene dine det skal grupperes med</translation>
    </message>
    <message>
        <source>&amp;Claim</source>
        <translation>K&amp;rev</translation>
    </message>
    <message>
        <source>Take the card into an exposed group</source>
        <translation>Ta kortet inn i en utlagt gruppe</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Krev</translation>
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
        <translation>Ta det som {meld}</translation>
    </message>
    <message>
        <source>{meld} with {cards}</source>
        <translation>{meld} med {cards}</translation>
    </message>
    <message>
        <source>Hint: discard the {card}</source>
        <translation>Tips: kast {card}</translation>
    </message>
    <message>
        <source>Hint: you can win — press Win!</source>
        <translation>Tips: du kan vinne – trykk Vinn!</translation>
    </message>
    <message>
        <source>Hint: claim — {claim}</source>
        <translation>Tips: gjør krav – {claim}</translation>
    </message>
    <message>
        <source>Hint: pass</source>
        <translation>Tips: pass</translation>
    </message>
    <message>
        <source>Click the {card} again (or press Enter) to discard it</source>
        <translation>Klikk på {card} en gang til (eller trykk Enter) for å kaste det</translation>
    </message>
    <message>
        <source>Your discard: click a card, then click it again — or drag it to the table</source>
        <translation>Ditt kast: klikk på et kort og så en gang til – eller dra det til bordet</translation>
    </message>
    <message>
        <source>{seat} is choosing a discard…</source>
        <translation>{seat} velger hva som skal kastes …</translation>
    </message>
    <message>
        <source>You drew the {card}: you cannot use it. {seat} is deciding…</source>
        <translation>Du trakk {card}: det kan du ikke bruke. {seat} vurderer det …</translation>
    </message>
    <message>
        <source>The {card} is of no use to you. {seat} is deciding…</source>
        <translation>{card} kan du ikke bruke. {seat} vurderer det …</translation>
    </message>
    <message>
        <source>{seat} is deciding about the {card}…</source>
        <translation>{seat} vurderer {card} …</translation>
    </message>
    <message>
        <source>You drew the {card}: you must take it — and it wins!</source>
        <translation>Du trakk {card}: du må ta det – og det gir seier!</translation>
    </message>
    <message>
        <source>You drew the {card}: you must take it</source>
        <translation>Du trakk {card}: du må ta det</translation>
    </message>
    <message>
        <source>You drew the {card}: win with it, take it into a group, or pass</source>
        <translation>Du trakk {card}: vinn med det, ta det inn i en gruppe eller pass</translation>
    </message>
    <message>
        <source>You drew the {card}: win with it or pass</source>
        <translation>Du trakk {card}: vinn med det eller pass</translation>
    </message>
    <message>
        <source>You drew the {card}: take it or pass</source>
        <translation>Du trakk {card}: ta det eller pass</translation>
    </message>
    <message>
        <source>You drew the {card}: you cannot use it — Pass</source>
        <translation>Du trakk {card}: det kan du ikke bruke – Pass</translation>
    </message>
    <message>
        <source>Win with it, claim it, or pass</source>
        <translation>Vinn med det, gjør krav på det eller pass</translation>
    </message>
    <message>
        <source>Win with it or pass</source>
        <translation>Vinn med det eller pass</translation>
    </message>
    <message>
        <source>Claim it or pass</source>
        <translation>Gjør krav på den eller pass</translation>
    </message>
    <message>
        <source>It is of no use to you — Pass</source>
        <translation>Det kan du ikke bruke – Pass</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: win with it, claim it, or pass</source>
        <translation>{seat} trakk {card}: vinn med det, gjør krav på det eller pass</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: win with it or pass</source>
        <translation>{seat} trakk {card}: vinn med det eller pass</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: claim it or pass</source>
        <translation>{seat} trakk {card}: gjør krav på det eller pass</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: it is of no use to you — Pass</source>
        <translation>{seat} trakk {card}: det kan du ikke bruke – Pass</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: win with it, claim it, or pass</source>
        <translation>{seat} kastet {card}: vinn med det, gjør krav på det eller pass</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: win with it or pass</source>
        <translation>{seat} kastet {card}: vinn med det eller pass</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: claim it or pass</source>
        <translation>{seat} kastet {card}: gjør krav på det eller pass</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: it is of no use to you — Pass</source>
        <translation>{seat} kastet {card}: det kan du ikke bruke – Pass</translation>
    </message>
    <message>
        <source>A draw: the stock is exhausted</source>
        <translation>Uavgjort: bunken er tom</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Du vant!</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} vinner</translation>
    </message>
    <message>
        <source>Nobody grouped all 21 cards before the stock ran out.</source>
        <translation>Ingen fikk alle 21 kortene i grupper før bunken ble tom.</translation>
    </message>
    <message>
        <source>Won with the {card}, drawn by {seat}.</source>
        <translation>Vant med {card}, trukket av {seat}.</translation>
    </message>
    <message>
        <source>Won with the {card}, discarded by {seat}.</source>
        <translation>Vant med {card}, kastet av {seat}.</translation>
    </message>
    <message>
        <source>exposed</source>
        <translation>lagt ut</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>skjult</translation>
    </message>
    <message>
        <source>{cards} ({where}) — {points} pt</source>
        <translation>{cards} ({where}) – {points} p.</translation>
    </message>
    <message>
        <source>{meld} ({where}): {cards} — {points} pt</source>
        <translation>{meld} ({where}): {cards} – {points} p.</translation>
    </message>
    <message numerus="yes">
        <source>Total: {points} points</source>
        <translation>
            <numerusform>Sum: {points} poeng</numerusform>
            <numerusform>Sum: {points} poeng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} · {count} cards</source>
        <translation>
            <numerusform>{seat} · {count} kort</numerusform>
            <numerusform>{seat} · {count} kort</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}&apos;s hidden cards: {count}</source>
        <translation>{seat}: skjulte kort: {count}</translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins · {points} points</source>
        <translation>
            <numerusform>{seat} vinner · {points} poeng</numerusform>
            <numerusform>{seat} vinner · {points} poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}: exposed groups: {count}</source>
        <translation>{seat}: utlagte grupper: {count}</translation>
    </message>
    <message>
        <source>{seat}: discards: {count}</source>
        <translation>{seat}: kast: {count}</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>Bunken · {count}</translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation>Bunken, kort: {count}</translation>
    </message>
    <message>
        <source>You drew</source>
        <translation>Du trakk</translation>
    </message>
    <message>
        <source>Your discard</source>
        <translation>Ditt kast</translation>
    </message>
    <message>
        <source>Drawn by {seat}</source>
        <translation>Trukket av {seat}</translation>
    </message>
    <message>
        <source>Discarded by {seat}</source>
        <translation>Kastet av {seat}</translation>
    </message>
    <message>
        <source>Drop your discard here</source>
        <translation>Slipp kastet ditt her</translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation>Hånden din, kort: {count}</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>&amp;Back to lobby</source>
        <translation>Tilbake til spi&amp;llene</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistikk</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>AI-nivå</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>Resultatene dine</translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln deals: green won, pale green won with take-backs, red lost, grey drawn; the gold line is your share of wins so far.</source>
        <translation>
            <numerusform>Den siste %Ln runden: grønn vunnet, lysegrønn vunnet med angring, rød tapt, grå uavgjort; den gylne linjen er andelen seirer så langt.</numerusform>
            <numerusform>De siste %Ln rundene: grønn vunnet, lysegrønn vunnet med angring, rød tapt, grå uavgjort; den gylne linjen er andelen seirer så langt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Past deals</source>
        <translation>Tidligere runder</translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln finished deals, newest first; Enter watches one again</source>
        <translation>
            <numerusform>Den siste %Ln avsluttede runden, den nyeste først; Enter viser den igjen</numerusform>
            <numerusform>De siste %Ln avsluttede rundene, den nyeste først; Enter viser en av dem igjen</numerusform>
        </translation>
    </message>
    <message>
        <source>The deals you finish are kept here, to watch again.</source>
        <translation>Rundene du fullfører, tas vare på her, så du kan se dem igjen.</translation>
    </message>
    <message>
        <source>&amp;Watch again</source>
        <translation>&amp;Se igjen</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Alle nivåer</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Spilte runder</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Won with take-backs</source>
        <translation>Vunnet med angring</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tapt</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Uavgjort</translation>
    </message>
    <message>
        <source>Share of wins</source>
        <translation>Andel seirer</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Nåværende seiersrekke</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Beste seiersrekke</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Beste hånd</translation>
    </message>
    <message>
        <source>Average total of your wins</source>
        <translation>Gjennomsnittlig sum for seirene dine</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <comment>an MCR hand&apos;s points (fan)</comment>
        <translation>
            <numerusform>%Ln poeng</numerusform>
            <numerusform>%Ln poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>Yes, reset</source>
        <translation>Ja, nullstill</translation>
    </message>
    <message>
        <source>&amp;Reset statistics</source>
        <translation>N&amp;ullstill statistikken</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Behold den</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>Ingen runder spilt ennå.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Back to lobby</source>
        <translation>Tilbake til spillene</translation>
    </message>
    <message>
        <source>&amp;Back to lobby</source>
        <translation>Tilbake til spi&amp;llene</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ips</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Ask the strong AI what it would play</source>
        <translation>Spør den sterke AI-en hva den ville spilt</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>AI-nivå</translation>
    </message>
    <message>
        <source>The AI&apos;s strength, from the next deal</source>
        <translation>AI-ens styrke, fra neste runde</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>Vis resultatet ig&amp;jen</translation>
    </message>
    <message>
        <source>Show the results again</source>
        <translation>Vis resultatet igjen</translation>
    </message>
    <message>
        <source>Show the results of the deal again</source>
        <translation>Vis resultatet av runden igjen</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>AI le&amp;vel:</source>
        <translation>AI-niv&amp;å:</translation>
    </message>
    <message>
        <source>Tak&amp;e back</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Angre</translation>
    </message>
    <message>
        <source>Return to your previous decision (Ctrl+Z)</source>
        <translation>Gå tilbake til ditt forrige valg (Ctrl+Z)</translation>
    </message>
</context>
<context>
    <name>TakeBackWords</name>
    <message numerus="yes">
        <source>You took back %n move(s) in this deal: a win counts apart, outside your streaks.</source>
        <translation>
            <numerusform>Du angret %n trekk i denne runden: en seier telles for seg, utenom seiersrekkene.</numerusform>
            <numerusform>Du angret %n trekk i denne runden: en seier telles for seg, utenom seiersrekkene.</numerusform>
        </translation>
    </message>
</context>
</TS>
