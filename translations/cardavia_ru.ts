<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Cardavia</source>
        <translation>О программе Cardavia</translation>
    </message>
    <message>
        <source>Traditional card and tile games from around the world, played offline against AI opponents.</source>
        <translation>Традиционные карточные игры и игры с костями со всего мира — без интернета, против соперников-ИИ.</translation>
    </message>
    <message>
        <source>Cardavia is free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Cardavia — свободная программа: её можно распространять и изменять на условиях GNU General Public License версии 3 или более поздней. Она поставляется без каких-либо гарантий.</translation>
    </message>
    <message>
        <source>Bundled fonts: %1. They are under the SIL Open Font License 1.1; the licence text is in the fonts folder.</source>
        <translation>Встроенные шрифты: %1. Они распространяются по лицензии SIL Open Font License 1.1; её текст лежит в папке со шрифтами.</translation>
    </message>
    <message>
        <source>Made with Qt %1 and Qt for Python (PySide6) %2, under the GNU Lesser General Public License, version 3.</source>
        <translation>Сделано на Qt %1 и Qt for Python (PySide6) %2 — по лицензии GNU Lesser General Public License версии 3.</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>, trump</source>
        <translation>, козырь</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Карта рубашкой вверх</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Новая партия</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>По&amp;дсказка</translation>
    </message>
    <message>
        <source>Ask the strong AI what it would play</source>
        <translation>Спросить сильный ИИ, как бы он сыграл</translation>
    </message>
    <message>
        <source>&amp;Back to the lobby</source>
        <translation>Назад в &amp;лобби</translation>
    </message>
    <message>
        <source>Close what is open; otherwise back to the lobby, keeping the deal</source>
        <translation>Закрыть то, что открыто; иначе назад в лобби, партия сохраняется</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Правила этой игры</translation>
    </message>
    <message>
        <source>The rules of the game on the table (in the lobby: of the game in focus)</source>
        <translation>Правила игры на столе (в лобби — игры, выбранной с клавиатуры)</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Статистика</translation>
    </message>
    <message>
        <source>Your results in each game</source>
        <translation>Ваши результаты в каждой игре</translation>
    </message>
    <message>
        <source>Deal &amp;log</source>
        <translation>&amp;Журнал партии</translation>
    </message>
    <message>
        <source>Show or hide the list of what happened in the deal, beside the table</source>
        <translation>Показать или скрыть рядом со столом список того, что произошло в партии</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <source>Fill the screen, or leave full screen</source>
        <translation>Развернуть во весь экран или выйти из полноэкранного режима</translation>
    </message>
    <message>
        <source>Reset the &amp;display</source>
        <translation>Изображение по &amp;умолчанию</translation>
    </message>
    <message>
        <source>Contrast, grain and colour temperature back to 50 %</source>
        <translation>Контраст, зернистость и цветовая температура снова 50 %</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Сочетания &amp;клавиш</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>Этот список</translation>
    </message>
    <message>
        <source>Ab&amp;out Cardavia</source>
        <translation>&amp;О программе Cardavia</translation>
    </message>
    <message>
        <source>Version, licences, and the software Cardavia is made with</source>
        <translation>Версия, лицензии и программы, на которых сделана Cardavia</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>Close Cardavia (every unfinished deal is kept)</source>
        <translation>Закрыть Cardavia (все неоконченные партии сохранятся)</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
    <message>
        <source>Open the menu</source>
        <translation>Открыть меню</translation>
    </message>
    <message>
        <source>Next control (Shift+Tab: the one before)</source>
        <translation>Следующий элемент (Shift+Tab — предыдущий)</translation>
    </message>
    <message>
        <source>Alt+letter</source>
        <translation>Alt+буква</translation>
    </message>
    <message>
        <source>Press the button whose letter is underlined</source>
        <translation>Нажать кнопку с подчёркнутой буквой</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>Перейти к другой карте в руке</translation>
    </message>
    <message>
        <source>Play or pick the card in focus, or press the button in focus</source>
        <translation>Сыграть или выбрать карту, на которой фокус, или нажать кнопку, на которой фокус</translation>
    </message>
    <message>
        <source>In a replay: a move back or forward, to the start or the end</source>
        <translation>В повторе: ход назад или вперёд, в начало или в конец</translation>
    </message>
    <message>
        <source>In a replay: play or pause</source>
        <translation>В повторе: смотреть или пауза</translation>
    </message>
    <message>
        <source>Tak&amp;e back</source>
        <translation>Вернуть &amp;ход</translation>
    </message>
    <message>
        <source>Deal again in this game (a deal you have played in is given up only if you agree)</source>
        <translation>Раздать заново в этой игре (партия, в которой вы уже ходили, будет брошена, только если вы согласитесь)</translation>
    </message>
    <message>
        <source>Return to your previous decision in this deal, undoing the AI moves since</source>
        <translation>Вернуться к вашему предыдущему решению в этой партии, отменив ходы ИИ после него</translation>
    </message>
</context>
<context>
    <name>DealLogPanel</name>
    <message>
        <source>Deal log</source>
        <translation>Журнал партии</translation>
    </message>
    <message>
        <source>What happened in this deal, oldest first</source>
        <translation>Что произошло в этой партии, сначала самое раннее</translation>
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
        <translation>Подсказка: бейте картой «{card}»</translation>
    </message>
    <message>
        <source>Hint: play the {card}</source>
        <translation>Подсказка: ходите картой «{card}»</translation>
    </message>
    <message>
        <source>Hint: take the cards</source>
        <translation>Подсказка: возьмите карты</translation>
    </message>
    <message>
        <source>Hint: press Done</source>
        <comment>the defender takes</comment>
        <translation>Подсказка: нажмите «Пас»</translation>
    </message>
    <message>
        <source>Hint: press Done</source>
        <translation>Подсказка: нажмите «Бито»</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>ИИ думает…</translation>
    </message>
    <message>
        <source>Nothing beats the {card}: take the cards</source>
        <translation>Нечем побить карту «{card}»: возьмите карты</translation>
    </message>
    <message>
        <source>Beat the {card} or take</source>
        <translation>Побейте карту «{card}» или возьмите</translation>
    </message>
    <message>
        <source>Your attack: lead any card</source>
        <translation>Ваш ход: ходите любой картой</translation>
    </message>
    <message>
        <source>Add cards for the AI to take, or press Done</source>
        <translation>Подкиньте карты, которые заберёт ИИ, или нажмите «Пас»</translation>
    </message>
    <message>
        <source>Nothing more to add: press Done</source>
        <translation>Подкинуть больше нечего: нажмите «Пас»</translation>
    </message>
    <message>
        <source>Add a card or press Done</source>
        <translation>Подкиньте карту или нажмите «Бито»</translation>
    </message>
    <message>
        <source>All beaten: press Done</source>
        <translation>Всё побито: нажмите «Бито»</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>You are the durak</source>
        <translation>Вы остались в дураках</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <source>You both went out in the same bout.</source>
        <translation>Вы оба вышли из игры в одном ходе.</translation>
    </message>
    <message numerus="yes">
        <source>The AI got rid of all its cards; you were left holding {count} cards.</source>
        <translation>
            <numerusform>ИИ избавился от всех карт, а у вас осталась {count} карта.</numerusform>
            <numerusform>ИИ избавился от всех карт, а у вас остались {count} карты.</numerusform>
            <numerusform>ИИ избавился от всех карт, а у вас осталось {count} карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You got rid of all your cards; the AI was left holding {count} cards.</source>
        <translation>
            <numerusform>Вы избавились от всех карт, а у ИИ осталась {count} карта.</numerusform>
            <numerusform>Вы избавились от всех карт, а у ИИ остались {count} карты.</numerusform>
            <numerusform>Вы избавились от всех карт, а у ИИ осталось {count} карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>AI ({level}) · cards: {count}</source>
        <translation>ИИ ({level}) · карт: {count}</translation>
    </message>
    <message>
        <source>The AI&apos;s hand, cards: {count}</source>
        <translation>Рука ИИ, карт: {count}</translation>
    </message>
    <message>
        <source>Stock · {count} · trump {card}</source>
        <translation>Колода · {count} · козырь {card}</translation>
    </message>
    <message>
        <source>Trump {suit}</source>
        <translation>Козырь {suit}</translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation>Колода, карт: {count}</translation>
    </message>
    <message>
        <source>Discard · {count}</source>
        <translation>Отбой · {count}</translation>
    </message>
    <message>
        <source>Discard pile, cards: {count}</source>
        <translation>Отбой, карт: {count}</translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation>Ваша рука, карт: {count}</translation>
    </message>
    <message>
        <source>The bout on the table</source>
        <translation>Карты на столе</translation>
    </message>
    <message>
        <source>Attack cards: {played} of {limit}</source>
        <translation>Карт в атаке: {played} из {limit}</translation>
    </message>
    <message>
        <source>you take</source>
        <translation>вы берёте</translation>
    </message>
    <message>
        <source>the AI takes</source>
        <translation>ИИ берёт</translation>
    </message>
    <message>
        <source>Drag or click a card to attack</source>
        <translation>Перетащите карту или щёлкните по ней, чтобы сходить</translation>
    </message>
</context>
<context>
    <name>DurakTable</name>
    <message>
        <source>&amp;Take</source>
        <translation>&amp;Взять</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Взять</translation>
    </message>
    <message>
        <source>Pick up every card of this bout</source>
        <translation>Забрать все карты этого хода</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Бито</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Бито</translation>
    </message>
    <message>
        <source>Stop adding cards: the bout ends</source>
        <translation>Больше не подкидывать: ход окончен</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <comment>the defender takes</comment>
        <translation>Па&amp;с</translation>
    </message>
    <message>
        <source>Done</source>
        <comment>the defender takes</comment>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Stop adding cards: the AI takes them all</source>
        <translation>Больше не подкидывать: ИИ забирает все карты</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>The deal is over.</source>
        <comment>core.illegal.deal_over</comment>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <comment>core.illegal.not_legal</comment>
        <translation>Сейчас этот ход недопустим.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <comment>core.illegal.not_your_turn</comment>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>There is no seat {seat} at this table.</source>
        <comment>core.illegal.unknown_seat</comment>
        <translation>За этим столом нет места {seat}.</translation>
    </message>
    <message>
        <source>Six cards each; the trump card is the {card}.</source>
        <comment>durak.event.deal</comment>
        <translation>Роздано по шесть карт; козырь — {card}.</translation>
    </message>
    <message numerus="yes">
        <source>All beaten: {count} cards go to the discard pile.</source>
        <comment>durak.event.discard</comment>
        <translation>
            <numerusform>Бито: в отбой уходит {count} карта.</numerusform>
            <numerusform>Бито: в отбой уходят {count} карты.</numerusform>
            <numerusform>Бито: в отбой уходят {count} карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>The defender is taking: no more cards can be beaten this bout.</source>
        <comment>durak.illegal.already_taking</comment>
        <translation>Отбивающийся берёт: в этом ходе больше ничего крыть нельзя.</translation>
    </message>
    <message numerus="yes">
        <source>This bout already holds {limit} attack cards, its limit.</source>
        <comment>durak.illegal.bout_full</comment>
        <translation>
            <numerusform>В этом ходе уже {limit} карта атаки — это предел.</numerusform>
            <numerusform>В этом ходе уже {limit} карты атаки — это предел.</numerusform>
            <numerusform>В этом ходе уже {limit} карт атаки — это предел.</numerusform>
        </translation>
    </message>
    <message>
        <source>The {card} does not beat the {attack}.</source>
        <comment>durak.illegal.must_beat</comment>
        <translation>Карта «{card}» не бьёт «{attack}».</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>durak.illegal.not_in_hand</comment>
        <translation>У вас нет карты «{card}».</translation>
    </message>
    <message>
        <source>Lead a card first: a bout cannot end before it starts.</source>
        <comment>durak.illegal.nothing_to_stop</comment>
        <translation>Сначала сходите: ход не может закончиться, не начавшись.</translation>
    </message>
    <message>
        <source>Only the attacker can do that.</source>
        <comment>durak.illegal.only_attacker</comment>
        <translation>Это может сделать только атакующий.</translation>
    </message>
    <message>
        <source>Only the defender can do that.</source>
        <comment>durak.illegal.only_defender</comment>
        <translation>Это может сделать только отбивающийся.</translation>
    </message>
    <message>
        <source>You can only add a card whose rank is already on the table.</source>
        <comment>durak.illegal.rank_not_on_table</comment>
        <translation>Подкидывать можно только карты того же достоинства, что уже лежат на столе.</translation>
    </message>
    <message>
        <source>Wait until the defender beats or takes the card on the table.</source>
        <comment>durak.illegal.wait_for_defence</comment>
        <translation>Подождите, пока отбивающийся побьёт или возьмёт карту на столе.</translation>
    </message>
    <message>
        <source>Both players went out in the same bout: a draw.</source>
        <comment>durak.outcome.draw</comment>
        <translation>Оба игрока вышли в одном ходе: ничья.</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>durak.rank.6</comment>
        <translation>шестёрка</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>durak.rank.7</comment>
        <translation>семёрка</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>durak.rank.8</comment>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>durak.rank.9</comment>
        <translation>девятка</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>durak.rank.A</comment>
        <translation>туз</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>durak.rank.J</comment>
        <translation>валет</translation>
    </message>
    <message>
        <source>King</source>
        <comment>durak.rank.K</comment>
        <translation>король</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>durak.rank.Q</comment>
        <translation>дама</translation>
    </message>
    <message>
        <source>Ten</source>
        <comment>durak.rank.T</comment>
        <translation>десятка</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>durak.suit.C</comment>
        <translation>треф</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>durak.suit.D</comment>
        <translation>бубен</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>durak.suit.H</comment>
        <translation>червей</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>durak.suit.S</comment>
        <translation>пик</translation>
    </message>
    <message numerus="yes">
        <source>Eight cards each; {count} cards in the stock.</source>
        <comment>kowah.event.deal</comment>
        <translation>
            <numerusform>Роздано по восемь карт; в колоде {count} карта.</numerusform>
            <numerusform>Роздано по восемь карт; в колоде {count} карты.</numerusform>
            <numerusform>Роздано по восемь карт; в колоде {count} карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Old Thousand</source>
        <comment>kowah.honour.OT</comment>
        <translation>Старая тысяча</translation>
    </message>
    <message>
        <source>Red Flower</source>
        <comment>kowah.honour.RF</comment>
        <translation>Красный цветок</translation>
    </message>
    <message>
        <source>White Flower</source>
        <comment>kowah.honour.WF</comment>
        <translation>Белый цветок</translation>
    </message>
    <message>
        <source>Your hand is ready: declare or pass first.</source>
        <comment>kowah.illegal.decide_declaration</comment>
        <translation>Ваша рука готова: сначала объявите чеки или откажитесь.</translation>
    </message>
    <message>
        <source>You may declare only just after your discard.</source>
        <comment>kowah.illegal.declare_after_discard</comment>
        <translation>Объявлять чеки можно только сразу после своего сброса.</translation>
    </message>
    <message>
        <source>You already have nine cards: discard one.</source>
        <comment>kowah.illegal.discard_now</comment>
        <translation>У вас уже девять карт: сбросьте одну.</translation>
    </message>
    <message>
        <source>Draw from the stock or take the latest discard first.</source>
        <comment>kowah.illegal.draw_first</comment>
        <translation>Сначала возьмите карту из колоды или последний сброс.</translation>
    </message>
    <message>
        <source>Your first turn must draw from the stock.</source>
        <comment>kowah.illegal.first_turn_draws</comment>
        <translation>В свой первый ход нужно брать карту из колоды.</translation>
    </message>
    <message>
        <source>Your hand is declared and locked: you draw from the stock only.</source>
        <comment>kowah.illegal.locked_draws</comment>
        <translation>Ваша рука объявлена и зафиксирована: берите карты только из колоды.</translation>
    </message>
    <message>
        <source>There is no discard to take.</source>
        <comment>kowah.illegal.no_discard</comment>
        <translation>Забирать нечего: сброса нет.</translation>
    </message>
    <message>
        <source>The {face} cannot be the waiting pair of this hand.</source>
        <comment>kowah.illegal.not_a_wait</comment>
        <translation>Карта «{face}» не может быть ожидающей парой этой руки.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>kowah.illegal.not_in_hand</comment>
        <translation>У вас нет карты «{card}».</translation>
    </message>
    <message>
        <source>Your hand is not ready: you need two triples and an identical pair.</source>
        <comment>kowah.illegal.not_ready</comment>
        <translation>Рука не готова: нужны две тройки и одинаковая пара.</translation>
    </message>
    <message>
        <source>You cannot discard the {card} you have just taken.</source>
        <comment>kowah.illegal.taken_card</comment>
        <translation>Нельзя сбросить только что взятую карту «{card}».</translation>
    </message>
    <message>
        <source>The stock is empty and nobody won: the deal is drawn.</source>
        <comment>kowah.outcome.exhausted</comment>
        <translation>Колода кончилась, никто не выиграл: ничья.</translation>
    </message>
    <message>
        <source>One</source>
        <comment>kowah.rank.1</comment>
        <translation>единица</translation>
    </message>
    <message>
        <source>Two</source>
        <comment>kowah.rank.2</comment>
        <translation>двойка</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>kowah.rank.3</comment>
        <translation>тройка</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>kowah.rank.4</comment>
        <translation>четвёрка</translation>
    </message>
    <message>
        <source>Five</source>
        <comment>kowah.rank.5</comment>
        <translation>пятёрка</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>kowah.rank.6</comment>
        <translation>шестёрка</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>kowah.rank.7</comment>
        <translation>семёрка</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>kowah.rank.8</comment>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>kowah.rank.9</comment>
        <translation>девятка</translation>
    </message>
    <message>
        <source>Coins</source>
        <comment>kowah.suit.C</comment>
        <translation>монет</translation>
    </message>
    <message>
        <source>Myriads</source>
        <comment>kowah.suit.M</comment>
        <translation>мириад</translation>
    </message>
    <message>
        <source>Strings</source>
        <comment>kowah.suit.S</comment>
        <translation>связок</translation>
    </message>
    <message>
        <source>{tile} cannot be the middle tile of a chow.</source>
        <comment>mahjong.error.bad_chow</comment>
        <translation>«{tile}» не может быть средней костью чоу.</translation>
    </message>
    <message>
        <source>{flag} must be true or false, not {value!r}.</source>
        <comment>mahjong.error.bad_flag</comment>
        <translation>{flag} должно быть true или false, а не {value!r}.</translation>
    </message>
    <message>
        <source>Flower count must be 0-8, not {value!r}.</source>
        <comment>mahjong.error.bad_flowers</comment>
        <translation>Число цветов должно быть от 0 до 8, а не {value!r}.</translation>
    </message>
    <message>
        <source>Not a valid JSON object: {detail}</source>
        <comment>mahjong.error.bad_json</comment>
        <translation>Некорректный объект JSON: {detail}</translation>
    </message>
    <message>
        <source>Unknown set type {kind!r} (use CHI, PENG or GANG).</source>
        <comment>mahjong.error.bad_meld</comment>
        <translation>Неизвестный тип набора {kind!r} (используйте CHI, PENG или GANG).</translation>
    </message>
    <message>
        <source>Cannot read {text!r}: {detail}</source>
        <comment>mahjong.error.bad_notation</comment>
        <translation>Не удаётся прочитать {text!r}: {detail}</translation>
    </message>
    <message>
        <source>Set offer must be 0-3 (a chow: 1-3), not {offer!r}.</source>
        <comment>mahjong.error.bad_offer</comment>
        <translation>Номер отданной кости в наборе должен быть от 0 до 3 (для чоу — от 1 до 3), а не {offer!r}.</translation>
    </message>
    <message>
        <source>{which} wind must be 0-3 (East, South, West, North), not {value!r}.</source>
        <comment>mahjong.error.bad_wind</comment>
        <translation>{which}: ветер должен быть от 0 до 3 (Восток, Юг, Запад, Север), а не {value!r}.</translation>
    </message>
    <message>
        <source>Empty line.</source>
        <comment>mahjong.error.empty_line</comment>
        <translation>Пустая строка.</translation>
    </message>
    <message>
        <source>There are only four copies of {tile}, this hand uses {count}.</source>
        <comment>mahjong.error.fifth_copy</comment>
        <translation>Кость «{tile}» есть только в четырёх экземплярах, а в этой руке их: {count}.</translation>
    </message>
    <message>
        <source>A flower cannot be part of the hand; count it in the flowers instead.</source>
        <comment>mahjong.error.flower_in_hand</comment>
        <translation>Цветок не может входить в руку; учтите его в числе цветов.</translation>
    </message>
    <message>
        <source>Internal error ({detail}); please report this hand.</source>
        <comment>mahjong.error.internal</comment>
        <translation>Внутренняя ошибка ({detail}); пожалуйста, сообщите об этой руке.</translation>
    </message>
    <message>
        <source>Last Tile means the other three {tile} are visible, but the hand holds another one.</source>
        <comment>mahjong.error.last_tile_held</comment>
        <translation>«Последняя копия» означает, что остальные три кости «{tile}» уже видны, но в руке есть ещё одна.</translation>
    </message>
    <message>
        <source>Missing field {field!r}.</source>
        <comment>mahjong.error.missing_field</comment>
        <translation>Отсутствует поле {field!r}.</translation>
    </message>
    <message>
        <source>This is not a complete winning hand.</source>
        <comment>mahjong.error.not_complete</comment>
        <translation>Это не полная выигрышная рука.</translation>
    </message>
    <message>
        <source>A win on a kong replacement tile needs a declared kong.</source>
        <comment>mahjong.error.replacement_without_kong</comment>
        <translation>Для победы на замещающей кости нужен объявленный конг.</translation>
    </message>
    <message>
        <source>Cannot rob a kong of {tile}: the hand already holds or shows that tile.</source>
        <comment>mahjong.error.rob_held_tile</comment>
        <translation>Нельзя ограбить конг «{tile}»: эта кость уже есть в руке или в открытых наборах.</translation>
    </message>
    <message>
        <source>A hand has at most four declared sets, not {count}.</source>
        <comment>mahjong.error.too_many_melds</comment>
        <translation>В руке может быть не больше четырёх объявленных наборов, а не {count}.</translation>
    </message>
    <message>
        <source>Unknown tile {tile!r}.</source>
        <comment>mahjong.error.unknown_tile</comment>
        <translation>Неизвестная кость {tile!r}.</translation>
    </message>
    <message>
        <source>{seat} attacks with the {card}.</source>
        <comment>durak.event.attack</comment>
        <translation>{seat} ходит: {card}.</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.6</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.7</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.8</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.9</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.A</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.J</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.K</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.Q</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.T</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>You attack with the {card}.</source>
        <comment>durak.event.attack.you.seat</comment>
        <translation>Вы ходите: {card}.</translation>
    </message>
    <message>
        <source>{attacker} attacks, {defender} defends.</source>
        <comment>durak.event.bout</comment>
        <translation>{attacker} ходит, {defender} отбивается.</translation>
    </message>
    <message>
        <source>You attack, {defender} defends.</source>
        <comment>durak.event.bout.you.attacker</comment>
        <translation>Вы ходите, {defender} отбивается.</translation>
    </message>
    <message>
        <source>{attacker} attacks, you defend.</source>
        <comment>durak.event.bout.you.defender</comment>
        <translation>{attacker} ходит, вы отбиваетесь.</translation>
    </message>
    <message>
        <source>{seat} beats the {attack} with the {card}.</source>
        <comment>durak.event.defend</comment>
        <translation>{seat} кроет «{attack}» картой «{card}».</translation>
    </message>
    <message>
        <source>You beat the {attack} with the {card}.</source>
        <comment>durak.event.defend.you.seat</comment>
        <translation>Вы кроете «{attack}» картой «{card}».</translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws {count} cards.</source>
        <comment>durak.event.draw</comment>
        <translation>
            <numerusform>{seat} добирает {count} карту.</numerusform>
            <numerusform>{seat} добирает {count} карты.</numerusform>
            <numerusform>{seat} добирает {count} карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw {count} cards.</source>
        <comment>durak.event.draw.you.seat</comment>
        <translation>
            <numerusform>Вы добираете {count} карту.</numerusform>
            <numerusform>Вы добираете {count} карты.</numerusform>
            <numerusform>Вы добираете {count} карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} holds the lowest trump, the {card}, and attacks first.</source>
        <comment>durak.event.first_attacker</comment>
        <translation>{seat} держит младший козырь ({card}) и ходит первым.</translation>
    </message>
    <message>
        <source>You hold the lowest trump, the {card}, and attack first.</source>
        <comment>durak.event.first_attacker.you.seat</comment>
        <translation>У вас младший козырь ({card}): вы ходите первым.</translation>
    </message>
    <message>
        <source>Nobody holds a trump: {seat} attacks first.</source>
        <comment>durak.event.first_attacker_no_trump</comment>
        <translation>Козырей ни у кого нет: первым ходит {seat}.</translation>
    </message>
    <message>
        <source>Nobody holds a trump: you attack first.</source>
        <comment>durak.event.first_attacker_no_trump.you.seat</comment>
        <translation>Козырей ни у кого нет: вы ходите первым.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} picks up {count} cards.</source>
        <comment>durak.event.pick_up</comment>
        <translation>
            <numerusform>{seat} забирает {count} карту.</numerusform>
            <numerusform>{seat} забирает {count} карты.</numerusform>
            <numerusform>{seat} забирает {count} карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You pick up {count} cards.</source>
        <comment>durak.event.pick_up.you.seat</comment>
        <translation>
            <numerusform>Вы забираете {count} карту.</numerusform>
            <numerusform>Вы забираете {count} карты.</numerusform>
            <numerusform>Вы забираете {count} карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} takes.</source>
        <comment>durak.event.take</comment>
        <translation>{seat} берёт.</translation>
    </message>
    <message>
        <source>You take.</source>
        <comment>durak.event.take.you.seat</comment>
        <translation>Вы берёте.</translation>
    </message>
    <message>
        <source>{seat} draws the face-up trump, the {card}.</source>
        <comment>durak.event.trump_drawn</comment>
        <translation>{seat} забирает открытый козырь: {card}.</translation>
    </message>
    <message>
        <source>You draw the face-up trump, the {card}.</source>
        <comment>durak.event.trump_drawn.you.seat</comment>
        <translation>Вы забираете открытый козырь: {card}.</translation>
    </message>
    <message>
        <source>{seat} is left holding cards: the durak.</source>
        <comment>durak.outcome.durak</comment>
        <translation>{seat} остаётся с картами — дурак.</translation>
    </message>
    <message>
        <source>You are left holding cards: you are the durak.</source>
        <comment>durak.outcome.durak.you.seat</comment>
        <translation>У вас остались карты: вы в дураках.</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.1</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.2</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.3</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.4</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.5</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.6</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.7</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.8</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.9</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>{seat} declares cheki, waiting on the {face}.</source>
        <comment>kowah.event.declare</comment>
        <translation>{seat} объявляет чеки и ждёт карту «{face}».</translation>
    </message>
    <message>
        <source>You declare cheki, waiting on the {face}.</source>
        <comment>kowah.event.declare.you.seat</comment>
        <translation>Вы объявляете чеки и ждёте карту «{face}».</translation>
    </message>
    <message>
        <source>{seat} discards the {card}.</source>
        <comment>kowah.event.discard</comment>
        <translation>{seat} сбрасывает: {card}.</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <comment>kowah.event.discard.you.seat</comment>
        <translation>Вы сбрасываете: {card}.</translation>
    </message>
    <message>
        <source>{seat} draws from the stock.</source>
        <comment>kowah.event.draw</comment>
        <translation>{seat} берёт карту из колоды.</translation>
    </message>
    <message>
        <source>You draw from the stock.</source>
        <comment>kowah.event.draw.you.seat</comment>
        <translation>Вы берёте карту из колоды.</translation>
    </message>
    <message>
        <source>{seat} draws the {card}, face up.</source>
        <comment>kowah.event.draw_public</comment>
        <translation>{seat} открыто берёт из колоды: {card}.</translation>
    </message>
    <message>
        <source>You draw the {card}, face up.</source>
        <comment>kowah.event.draw_public.you.seat</comment>
        <translation>Вы открыто берёте из колоды: {card}.</translation>
    </message>
    <message>
        <source>{seat} plays first.</source>
        <comment>kowah.event.first_player</comment>
        <translation>Первым ходит {seat}.</translation>
    </message>
    <message>
        <source>You play first.</source>
        <comment>kowah.event.first_player.you.seat</comment>
        <translation>Вы ходите первым.</translation>
    </message>
    <message>
        <source>{seat} receives eight cards.</source>
        <comment>kowah.event.hand</comment>
        <translation>{seat} получает восемь карт.</translation>
    </message>
    <message>
        <source>You receive eight cards.</source>
        <comment>kowah.event.hand.you.seat</comment>
        <translation>Вы получаете восемь карт.</translation>
    </message>
    <message>
        <source>{seat} does not declare.</source>
        <comment>kowah.event.pass</comment>
        <translation>{seat} не объявляет чеки.</translation>
    </message>
    <message>
        <source>You do not declare.</source>
        <comment>kowah.event.pass.you.seat</comment>
        <translation>Вы не объявляете чеки.</translation>
    </message>
    <message>
        <source>{seat} takes the {card}.</source>
        <comment>kowah.event.take</comment>
        <translation>{seat} забирает карту «{card}».</translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <comment>kowah.event.take.you.seat</comment>
        <translation>Вы забираете карту «{card}».</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} discarded by {source}: ×2.</source>
        <comment>kowah.outcome.claimed_discard</comment>
        <translation>{seat} выигрывает на карте «{card}», которую сбросил {source}: ×2.</translation>
    </message>
    <message>
        <source>You win on the {card} discarded by {source}: ×2.</source>
        <comment>kowah.outcome.claimed_discard.you.seat</comment>
        <translation>Вы выигрываете на карте «{card}», которую сбросил {source}: ×2.</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} you discarded: ×2.</source>
        <comment>kowah.outcome.claimed_discard.you.source</comment>
        <translation>{seat} выигрывает на карте «{card}», которую сбросили вы: ×2.</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} drawn by {source}: ×1.</source>
        <comment>kowah.outcome.claimed_draw</comment>
        <translation>{seat} выигрывает на карте «{card}», которую вытянул {source}: ×1.</translation>
    </message>
    <message>
        <source>You win on the {card} drawn by {source}: ×1.</source>
        <comment>kowah.outcome.claimed_draw.you.seat</comment>
        <translation>Вы выигрываете на карте «{card}», которую вытянул {source}: ×1.</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} you drew: ×1.</source>
        <comment>kowah.outcome.claimed_draw.you.source</comment>
        <translation>{seat} выигрывает на карте «{card}», которую вытянули вы: ×1.</translation>
    </message>
    <message>
        <source>{seat} draws the {card} and wins: ×3.</source>
        <comment>kowah.outcome.self_drawn</comment>
        <translation>{seat} вытягивает карту «{card}» и выигрывает: ×3.</translation>
    </message>
    <message>
        <source>You draw the {card} and win: ×3.</source>
        <comment>kowah.outcome.self_drawn.you.seat</comment>
        <translation>Вы вытягиваете карту «{card}» и выигрываете: ×3.</translation>
    </message>
    <message numerus="yes">
        <source>The hand needs {need} concealed tiles besides the winning tile, not {count} (declared sets: {melds}).</source>
        <comment>mahjong.error.wrong_count</comment>
        <translation>
            <numerusform>Руке нужна {need} закрытая кость помимо выигрышной, а не {count} (объявлено комбинаций: {melds}).</numerusform>
            <numerusform>Руке нужны {need} закрытые кости помимо выигрышной, а не {count} (объявлено комбинаций: {melds}).</numerusform>
            <numerusform>Руке нужно {need} закрытых костей помимо выигрышной, а не {count} (объявлено комбинаций: {melds}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hand needs {need} concealed tiles, not {count} (declared sets: {melds}).</source>
        <comment>mahjong.error.wrong_shanten_count</comment>
        <translation>
            <numerusform>Руке нужна {need} закрытая кость, а не {count} (объявлено комбинаций: {melds}).</numerusform>
            <numerusform>Руке нужны {need} закрытые кости, а не {count} (объявлено комбинаций: {melds}).</numerusform>
            <numerusform>Руке нужно {need} закрытых костей, а не {count} (объявлено комбинаций: {melds}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} adds the {tile} to a pung.</source>
        <comment>mahjong.event.added_kong</comment>
        <translation>{seat} достраивает панг до конга: {tile}.</translation>
    </message>
    <message>
        <source>You add the {tile} to a pung.</source>
        <comment>mahjong.event.added_kong.you.seat</comment>
        <translation>Вы достраиваете панг до конга: {tile}.</translation>
    </message>
    <message>
        <source>{seat} claims the {tile} for a chow.</source>
        <comment>mahjong.event.chow</comment>
        <translation>{seat} берёт «{tile}» и объявляет чоу.</translation>
    </message>
    <message>
        <source>You claim the {tile} for a chow.</source>
        <comment>mahjong.event.chow.you.seat</comment>
        <translation>Вы берёте «{tile}» и объявляете чоу.</translation>
    </message>
    <message>
        <source>{seat} declares a concealed kong.</source>
        <comment>mahjong.event.concealed_kong</comment>
        <translation>{seat} объявляет закрытый конг.</translation>
    </message>
    <message>
        <source>You declare a concealed kong.</source>
        <comment>mahjong.event.concealed_kong.you.seat</comment>
        <translation>Вы объявляете закрытый конг.</translation>
    </message>
    <message>
        <source>{seat} is East and deals: 14 tiles to East, 13 to the others.</source>
        <comment>mahjong.event.deal</comment>
        <translation>{seat} — Восток и сдаёт: Востоку 14 костей, остальным по 13.</translation>
    </message>
    <message>
        <source>You are East and deal: 14 tiles to East, 13 to the others.</source>
        <comment>mahjong.event.deal.you.seat</comment>
        <translation>Вы — Восток и сдаёте: Востоку 14 костей, остальным по 13.</translation>
    </message>
    <message>
        <source>{seat} discards the {tile}.</source>
        <comment>mahjong.event.discard</comment>
        <translation>{seat} сбрасывает: {tile}.</translation>
    </message>
    <message>
        <source>You discard the {tile}.</source>
        <comment>mahjong.event.discard.you.seat</comment>
        <translation>Вы сбрасываете: {tile}.</translation>
    </message>
    <message>
        <source>{seat} draws a tile.</source>
        <comment>mahjong.event.draw</comment>
        <translation>{seat} берёт кость из стены.</translation>
    </message>
    <message>
        <source>You draw a tile.</source>
        <comment>mahjong.event.draw.you.seat</comment>
        <translation>Вы берёте кость из стены.</translation>
    </message>
    <message>
        <source>{seat} claims the {tile} for an exposed kong.</source>
        <comment>mahjong.event.exposed_kong</comment>
        <translation>{seat} берёт «{tile}» и объявляет открытый конг.</translation>
    </message>
    <message>
        <source>You claim the {tile} for an exposed kong.</source>
        <comment>mahjong.event.exposed_kong.you.seat</comment>
        <translation>Вы берёте «{tile}» и объявляете открытый конг.</translation>
    </message>
    <message>
        <source>{seat} shows the {tile} and draws a replacement.</source>
        <comment>mahjong.event.flower</comment>
        <translation>{seat} открывает {tile} и берёт замещающую кость.</translation>
    </message>
    <message>
        <source>You show the {tile} and draw a replacement.</source>
        <comment>mahjong.event.flower.you.seat</comment>
        <translation>Вы открываете {tile} и берёте замещающую кость.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} receives {count} tiles.</source>
        <comment>mahjong.event.hand</comment>
        <translation>
            <numerusform>{seat} получает {count} кость.</numerusform>
            <numerusform>{seat} получает {count} кости.</numerusform>
            <numerusform>{seat} получает {count} костей.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You receive {count} tiles.</source>
        <comment>mahjong.event.hand.you.seat</comment>
        <translation>
            <numerusform>Вы получаете {count} кость.</numerusform>
            <numerusform>Вы получаете {count} кости.</numerusform>
            <numerusform>Вы получаете {count} костей.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} claims the {tile} for a pung.</source>
        <comment>mahjong.event.pung</comment>
        <translation>{seat} берёт «{tile}» и объявляет панг.</translation>
    </message>
    <message>
        <source>You claim the {tile} for a pung.</source>
        <comment>mahjong.event.pung.you.seat</comment>
        <translation>Вы берёте «{tile}» и объявляете панг.</translation>
    </message>
    <message>
        <source>{seat} draws a replacement tile from the end of the wall.</source>
        <comment>mahjong.event.replacement</comment>
        <translation>{seat} берёт замещающую кость с конца стены.</translation>
    </message>
    <message>
        <source>You draw a replacement tile from the end of the wall.</source>
        <comment>mahjong.event.replacement.you.seat</comment>
        <translation>Вы берёте замещающую кость с конца стены.</translation>
    </message>
    <message>
        <source>{seat} robs the kong.</source>
        <comment>mahjong.event.robbed</comment>
        <translation>{seat} грабит конг.</translation>
    </message>
    <message>
        <source>You rob the kong.</source>
        <comment>mahjong.event.robbed.you.seat</comment>
        <translation>Вы грабите конг.</translation>
    </message>
    <message>
        <source>All Chows</source>
        <comment>mahjong.fan.all_chows</comment>
        <translation>Все чоу</translation>
    </message>
    <message>
        <source>All Even Pungs</source>
        <comment>mahjong.fan.all_even_pungs</comment>
        <translation>Все панги чётные</translation>
    </message>
    <message>
        <source>All Five</source>
        <comment>mahjong.fan.all_five</comment>
        <translation>Пятёрки во всех наборах</translation>
    </message>
    <message>
        <source>All Green</source>
        <comment>mahjong.fan.all_green</comment>
        <translation>Всё зелёное</translation>
    </message>
    <message>
        <source>All Honors</source>
        <comment>mahjong.fan.all_honors</comment>
        <translation>Только благородные</translation>
    </message>
    <message>
        <source>All Pungs</source>
        <comment>mahjong.fan.all_pungs</comment>
        <translation>Все панги</translation>
    </message>
    <message>
        <source>All Simples</source>
        <comment>mahjong.fan.all_simples</comment>
        <translation>Только простые</translation>
    </message>
    <message>
        <source>All Terminals</source>
        <comment>mahjong.fan.all_terminals</comment>
        <translation>Только терминальные</translation>
    </message>
    <message>
        <source>All Terminals and Honors</source>
        <comment>mahjong.fan.all_terminals_and_honors</comment>
        <translation>Только терминальные и благородные</translation>
    </message>
    <message>
        <source>All Types</source>
        <comment>mahjong.fan.all_types</comment>
        <translation>Все виды</translation>
    </message>
    <message>
        <source>Big Four Winds</source>
        <comment>mahjong.fan.big_four_winds</comment>
        <translation>Большие четыре ветра</translation>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <comment>mahjong.fan.big_three_dragons</comment>
        <translation>Большие три дракона</translation>
    </message>
    <message>
        <source>Big Three Winds</source>
        <comment>mahjong.fan.big_three_winds</comment>
        <translation>Большие три ветра</translation>
    </message>
    <message>
        <source>Chicken Hand</source>
        <comment>mahjong.fan.chicken_hand</comment>
        <translation>Куриная рука</translation>
    </message>
    <message>
        <source>Closed Wait</source>
        <comment>mahjong.fan.closed_wait</comment>
        <translation>Ожидание в середине</translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <comment>mahjong.fan.concealed_hand</comment>
        <translation>Закрытая рука</translation>
    </message>
    <message>
        <source>Concealed Kong</source>
        <comment>mahjong.fan.concealed_kong</comment>
        <translation>Закрытый конг</translation>
    </message>
    <message>
        <source>Double Pung</source>
        <comment>mahjong.fan.double_pung</comment>
        <translation>Двойной панг</translation>
    </message>
    <message>
        <source>Dragon Pung</source>
        <comment>mahjong.fan.dragon_pung</comment>
        <translation>Панг драконов</translation>
    </message>
    <message>
        <source>Edge Wait</source>
        <comment>mahjong.fan.edge_wait</comment>
        <translation>Ожидание с края</translation>
    </message>
    <message>
        <source>Flower Tiles</source>
        <comment>mahjong.fan.flower_tiles</comment>
        <translation>Цветы</translation>
    </message>
    <message>
        <source>Four Concealed Pungs</source>
        <comment>mahjong.fan.four_concealed_pungs</comment>
        <translation>Четыре закрытых панга</translation>
    </message>
    <message>
        <source>Four Kongs</source>
        <comment>mahjong.fan.four_kongs</comment>
        <translation>Четыре конга</translation>
    </message>
    <message>
        <source>Four Pure Shifted Chows</source>
        <comment>mahjong.fan.four_pure_shifted_chows</comment>
        <translation>Четыре чистых сдвинутых чоу</translation>
    </message>
    <message>
        <source>Four Pure Shifted Pungs</source>
        <comment>mahjong.fan.four_pure_shifted_pungs</comment>
        <translation>Четыре чистых сдвинутых панга</translation>
    </message>
    <message>
        <source>Full Flush</source>
        <comment>mahjong.fan.full_flush</comment>
        <translation>Чистая масть</translation>
    </message>
    <message>
        <source>Fully Concealed Hand</source>
        <comment>mahjong.fan.fully_concealed_hand</comment>
        <translation>Полностью закрытая рука</translation>
    </message>
    <message>
        <source>Greater Honors and Knitted Tiles</source>
        <comment>mahjong.fan.greater_honors_and_knitted_tiles</comment>
        <translation>Старшие благородные и переплетённые кости</translation>
    </message>
    <message>
        <source>Half Flush</source>
        <comment>mahjong.fan.half_flush</comment>
        <translation>Полумасть</translation>
    </message>
    <message>
        <source>Knitted Straight</source>
        <comment>mahjong.fan.knitted_straight</comment>
        <translation>Переплетённый стрит</translation>
    </message>
    <message>
        <source>Last Tile</source>
        <comment>mahjong.fan.last_tile</comment>
        <translation>Последняя копия</translation>
    </message>
    <message>
        <source>Last Tile Claim</source>
        <comment>mahjong.fan.last_tile_claim</comment>
        <translation>Последний сброс</translation>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <comment>mahjong.fan.last_tile_draw</comment>
        <translation>Последняя кость стены</translation>
    </message>
    <message>
        <source>Lesser Honors and Knitted Tiles</source>
        <comment>mahjong.fan.lesser_honors_and_knitted_tiles</comment>
        <translation>Младшие благородные и переплетённые кости</translation>
    </message>
    <message>
        <source>Little Four Winds</source>
        <comment>mahjong.fan.little_four_winds</comment>
        <translation>Малые четыре ветра</translation>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <comment>mahjong.fan.little_three_dragons</comment>
        <translation>Малые три дракона</translation>
    </message>
    <message>
        <source>Lower Four</source>
        <comment>mahjong.fan.lower_four</comment>
        <translation>Нижняя четвёрка</translation>
    </message>
    <message>
        <source>Lower Tiles</source>
        <comment>mahjong.fan.lower_tiles</comment>
        <translation>Нижние кости</translation>
    </message>
    <message>
        <source>Melded Hand</source>
        <comment>mahjong.fan.melded_hand</comment>
        <translation>Открытая рука</translation>
    </message>
    <message>
        <source>Melded Kong</source>
        <comment>mahjong.fan.melded_kong</comment>
        <translation>Открытый конг</translation>
    </message>
    <message>
        <source>Middle Tiles</source>
        <comment>mahjong.fan.middle_tiles</comment>
        <translation>Средние кости</translation>
    </message>
    <message>
        <source>Mixed Double Chow</source>
        <comment>mahjong.fan.mixed_double_chow</comment>
        <translation>Два смешанных чоу</translation>
    </message>
    <message>
        <source>Mixed Shifted Chows</source>
        <comment>mahjong.fan.mixed_shifted_chows</comment>
        <translation>Смешанные сдвинутые чоу</translation>
    </message>
    <message>
        <source>Mixed Shifted Pungs</source>
        <comment>mahjong.fan.mixed_shifted_pungs</comment>
        <translation>Смешанные сдвинутые панги</translation>
    </message>
    <message>
        <source>Mixed Straight</source>
        <comment>mahjong.fan.mixed_straight</comment>
        <translation>Смешанный стрит</translation>
    </message>
    <message>
        <source>Mixed Triple Chow</source>
        <comment>mahjong.fan.mixed_triple_chow</comment>
        <translation>Три смешанных чоу</translation>
    </message>
    <message>
        <source>Nine Gates</source>
        <comment>mahjong.fan.nine_gates</comment>
        <translation>Девять врат</translation>
    </message>
    <message>
        <source>No Honors</source>
        <comment>mahjong.fan.no_honors</comment>
        <translation>Без благородных</translation>
    </message>
    <message>
        <source>One Voided Suit</source>
        <comment>mahjong.fan.one_voided_suit</comment>
        <translation>Без одной масти</translation>
    </message>
    <message>
        <source>Out with Replacement Tile</source>
        <comment>mahjong.fan.out_with_replacement_tile</comment>
        <translation>Победа на замещающей кости</translation>
    </message>
    <message>
        <source>Outside Hand</source>
        <comment>mahjong.fan.outside_hand</comment>
        <translation>Терминальные или благородные в каждом наборе</translation>
    </message>
    <message>
        <source>Prevalent Wind</source>
        <comment>mahjong.fan.prevalent_wind</comment>
        <translation>Ветер раунда</translation>
    </message>
    <message>
        <source>Pung of Terminals or Honors</source>
        <comment>mahjong.fan.pung_of_terminals_or_honors</comment>
        <translation>Панг терминальных или благородных</translation>
    </message>
    <message>
        <source>Pure Double Chow</source>
        <comment>mahjong.fan.pure_double_chow</comment>
        <translation>Два одинаковых чоу</translation>
    </message>
    <message>
        <source>Pure Shifted Chows</source>
        <comment>mahjong.fan.pure_shifted_chows</comment>
        <translation>Чистые сдвинутые чоу</translation>
    </message>
    <message>
        <source>Pure Shifted Pungs</source>
        <comment>mahjong.fan.pure_shifted_pungs</comment>
        <translation>Чистые сдвинутые панги</translation>
    </message>
    <message>
        <source>Pure Straight</source>
        <comment>mahjong.fan.pure_straight</comment>
        <translation>Чистый стрит</translation>
    </message>
    <message>
        <source>Pure Terminal Chows</source>
        <comment>mahjong.fan.pure_terminal_chows</comment>
        <translation>Чистые терминальные чоу</translation>
    </message>
    <message>
        <source>Pure Triple Chow</source>
        <comment>mahjong.fan.pure_triple_chow</comment>
        <translation>Три одинаковых чоу</translation>
    </message>
    <message>
        <source>Quadruple Chow</source>
        <comment>mahjong.fan.quadruple_chow</comment>
        <translation>Четыре одинаковых чоу</translation>
    </message>
    <message>
        <source>Reversible Tiles</source>
        <comment>mahjong.fan.reversible_tiles</comment>
        <translation>Симметричные кости</translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <comment>mahjong.fan.robbing_the_kong</comment>
        <translation>Ограбление конга</translation>
    </message>
    <message>
        <source>Seat Wind</source>
        <comment>mahjong.fan.seat_wind</comment>
        <translation>Ветер места</translation>
    </message>
    <message>
        <source>Self-Drawn</source>
        <comment>mahjong.fan.self_drawn</comment>
        <translation>С добора</translation>
    </message>
    <message>
        <source>Seven Pairs</source>
        <comment>mahjong.fan.seven_pairs</comment>
        <translation>Семь пар</translation>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <comment>mahjong.fan.seven_shifted_pairs</comment>
        <translation>Семь последовательных пар</translation>
    </message>
    <message>
        <source>Short Straight</source>
        <comment>mahjong.fan.short_straight</comment>
        <translation>Короткий стрит</translation>
    </message>
    <message>
        <source>Single Wait</source>
        <comment>mahjong.fan.single_wait</comment>
        <translation>Ожидание на одну кость</translation>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <comment>mahjong.fan.thirteen_orphans</comment>
        <translation>Тринадцать сирот</translation>
    </message>
    <message>
        <source>Three Concealed Pungs</source>
        <comment>mahjong.fan.three_concealed_pungs</comment>
        <translation>Три закрытых панга</translation>
    </message>
    <message>
        <source>Three Kongs</source>
        <comment>mahjong.fan.three_kongs</comment>
        <translation>Три конга</translation>
    </message>
    <message>
        <source>Three-Suited Terminal Chows</source>
        <comment>mahjong.fan.three_suited_terminal_chows</comment>
        <translation>Терминальные чоу в трёх мастях</translation>
    </message>
    <message>
        <source>Tile Hog</source>
        <comment>mahjong.fan.tile_hog</comment>
        <translation>Четыре без конга</translation>
    </message>
    <message>
        <source>Triple Pung</source>
        <comment>mahjong.fan.triple_pung</comment>
        <translation>Тройной панг</translation>
    </message>
    <message>
        <source>Two Concealed Kongs</source>
        <comment>mahjong.fan.two_concealed_kongs</comment>
        <translation>Два закрытых конга</translation>
    </message>
    <message>
        <source>Two Concealed Pungs</source>
        <comment>mahjong.fan.two_concealed_pungs</comment>
        <translation>Два закрытых панга</translation>
    </message>
    <message>
        <source>Two Dragon Pungs</source>
        <comment>mahjong.fan.two_dragon_pungs</comment>
        <translation>Два панга драконов</translation>
    </message>
    <message>
        <source>Two Melded Kongs</source>
        <comment>mahjong.fan.two_melded_kongs</comment>
        <translation>Два открытых конга</translation>
    </message>
    <message>
        <source>Two Terminal Chows</source>
        <comment>mahjong.fan.two_terminal_chows</comment>
        <translation>Два терминальных чоу</translation>
    </message>
    <message>
        <source>Upper Four</source>
        <comment>mahjong.fan.upper_four</comment>
        <translation>Верхняя четвёрка</translation>
    </message>
    <message>
        <source>Upper Tiles</source>
        <comment>mahjong.fan.upper_tiles</comment>
        <translation>Верхние кости</translation>
    </message>
    <message>
        <source>Answer the discard first: claim it or pass.</source>
        <comment>mahjong.illegal.answer_claim</comment>
        <translation>Сначала ответьте на сброс: заявите его или скажите «пас».</translation>
    </message>
    <message>
        <source>Only the player after the discarder may chow.</source>
        <comment>mahjong.illegal.chow_next_only</comment>
        <translation>Объявить чоу может только следующий после сбросившего игрок.</translation>
    </message>
    <message>
        <source>After a chow or pung, discard before any kong or win.</source>
        <comment>mahjong.illegal.discard_first</comment>
        <translation>После чоу или панга сначала сбросьте кость: конг или маджонг — потом.</translation>
    </message>
    <message>
        <source>Your hand does not make that chow with the {tile}.</source>
        <comment>mahjong.illegal.no_chow</comment>
        <translation>С костью «{tile}» ваша рука не образует такого чоу.</translation>
    </message>
    <message>
        <source>There is no tile to claim now.</source>
        <comment>mahjong.illegal.no_claim_open</comment>
        <translation>Сейчас нечего заявлять.</translation>
    </message>
    <message>
        <source>A concealed kong needs four {tile} in your hand.</source>
        <comment>mahjong.illegal.no_four</comment>
        <translation>Для закрытого конга нужны четыре кости «{tile}» в руке.</translation>
    </message>
    <message>
        <source>An exposed kong needs three {tile} in your hand.</source>
        <comment>mahjong.illegal.no_kong</comment>
        <translation>Для открытого конга нужны три кости «{tile}» в руке.</translation>
    </message>
    <message>
        <source>A pung needs two {tile} in your hand.</source>
        <comment>mahjong.illegal.no_pung</comment>
        <translation>Для панга нужны две кости «{tile}» в руке.</translation>
    </message>
    <message>
        <source>An added kong needs your exposed pung of {tile} and the fourth tile in your hand.</source>
        <comment>mahjong.illegal.no_pung_to_extend</comment>
        <translation>Для достроенного конга нужен ваш открытый панг «{tile}» и четвёртая такая кость в руке.</translation>
    </message>
    <message>
        <source>A kong needs a replacement tile, and the wall is empty.</source>
        <comment>mahjong.illegal.no_replacement</comment>
        <translation>Для конга нужна замещающая кость, а стена пуста.</translation>
    </message>
    <message>
        <source>That is not a winning hand.</source>
        <comment>mahjong.illegal.not_a_win</comment>
        <translation>Это не выигрышная рука.</translation>
    </message>
    <message>
        <source>You do not hold that {tile}.</source>
        <comment>mahjong.illegal.not_in_hand</comment>
        <translation>У вас нет кости «{tile}».</translation>
    </message>
    <message>
        <source>You can only win by self-draw on a tile you just drew.</source>
        <comment>mahjong.illegal.not_your_draw</comment>
        <translation>Выиграть с добора можно только на кости, которую вы только что взяли.</translation>
    </message>
    <message>
        <source>A tile added to a kong can only be taken to win.</source>
        <comment>mahjong.illegal.rob_only_win</comment>
        <translation>Кость, добавленную к конгу, можно взять только для маджонга.</translation>
    </message>
    <message numerus="yes">
        <source>This hand scores {points} points before flowers; a win needs at least {minimum}.</source>
        <comment>mahjong.illegal.under_minimum</comment>
        <translation>
            <numerusform>Без цветов эта рука даёт {points} очко; для победы нужно не меньше {minimum}.</numerusform>
            <numerusform>Без цветов эта рука даёт {points} очка; для победы нужно не меньше {minimum}.</numerusform>
            <numerusform>Без цветов эта рука даёт {points} очков; для победы нужно не меньше {minimum}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins on the discard of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.discard</comment>
        <translation>
            <numerusform>{seat} выигрывает со сброса (сбросил {discarder}): {total} очко.</numerusform>
            <numerusform>{seat} выигрывает со сброса (сбросил {discarder}): {total} очка.</numerusform>
            <numerusform>{seat} выигрывает со сброса (сбросил {discarder}): {total} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win on the discard of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.discard.you.seat</comment>
        <translation>
            <numerusform>Вы выигрываете со сброса (сбросил {discarder}): {total} очко.</numerusform>
            <numerusform>Вы выигрываете со сброса (сбросил {discarder}): {total} очка.</numerusform>
            <numerusform>Вы выигрываете со сброса (сбросил {discarder}): {total} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins on your discard: {total} points.</source>
        <comment>mahjong.outcome.discard.you.discarder</comment>
        <translation>
            <numerusform>{seat} выигрывает на вашем сбросе: {total} очко.</numerusform>
            <numerusform>{seat} выигрывает на вашем сбросе: {total} очка.</numerusform>
            <numerusform>{seat} выигрывает на вашем сбросе: {total} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} robs the kong of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.rob</comment>
        <translation>
            <numerusform>{seat} грабит конг (его строил {discarder}): {total} очко.</numerusform>
            <numerusform>{seat} грабит конг (его строил {discarder}): {total} очка.</numerusform>
            <numerusform>{seat} грабит конг (его строил {discarder}): {total} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You rob the kong of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.rob.you.seat</comment>
        <translation>
            <numerusform>Вы грабите конг (его строил {discarder}): {total} очко.</numerusform>
            <numerusform>Вы грабите конг (его строил {discarder}): {total} очка.</numerusform>
            <numerusform>Вы грабите конг (его строил {discarder}): {total} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} robs your kong: {total} points.</source>
        <comment>mahjong.outcome.rob.you.discarder</comment>
        <translation>
            <numerusform>{seat} грабит ваш конг: {total} очко.</numerusform>
            <numerusform>{seat} грабит ваш конг: {total} очка.</numerusform>
            <numerusform>{seat} грабит ваш конг: {total} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins by self-draw: {total} points.</source>
        <comment>mahjong.outcome.self_drawn</comment>
        <translation>
            <numerusform>{seat} выигрывает с добора: {total} очко.</numerusform>
            <numerusform>{seat} выигрывает с добора: {total} очка.</numerusform>
            <numerusform>{seat} выигрывает с добора: {total} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win by self-draw: {total} points.</source>
        <comment>mahjong.outcome.self_drawn.you.seat</comment>
        <translation>
            <numerusform>Вы выигрываете с добора: {total} очко.</numerusform>
            <numerusform>Вы выигрываете с добора: {total} очка.</numerusform>
            <numerusform>Вы выигрываете с добора: {total} очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody takes the {card}: it counts as a discard of {seat}.</source>
        <comment>sisepai.event.becomes_discard</comment>
        <translation>Карту «{card}» никто не берёт: она ложится в сброс, как если бы её сбросил {seat}.</translation>
    </message>
    <message>
        <source>Nobody takes the {card}: it counts as your discard.</source>
        <comment>sisepai.event.becomes_discard.you.seat</comment>
        <translation>Карту «{card}» никто не берёт: она считается вашим сбросом.</translation>
    </message>
    <message>
        <source>{seat} takes the {card} and shows a {meld}.</source>
        <comment>sisepai.event.claim</comment>
        <translation>{seat} берёт карту «{card}» и выкладывает: {meld}.</translation>
    </message>
    <message>
        <source>You take the {card} and show a {meld}.</source>
        <comment>sisepai.event.claim.you.seat</comment>
        <translation>Вы берёте карту «{card}» и выкладываете: {meld}.</translation>
    </message>
    <message>
        <source>Twenty cards each; {seat} deals and draws first.</source>
        <comment>sisepai.event.deal</comment>
        <translation>Роздано по двадцать карт; {seat} сдаёт и первым тянет карту.</translation>
    </message>
    <message>
        <source>Twenty cards each; you deal and draw first.</source>
        <comment>sisepai.event.deal.you.seat</comment>
        <translation>Роздано по двадцать карт; вы сдаёте и первым тянете карту.</translation>
    </message>
    <message>
        <source>{seat} discards the {card}.</source>
        <comment>sisepai.event.discard</comment>
        <translation>{seat} сбрасывает: {card}.</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <comment>sisepai.event.discard.you.seat</comment>
        <translation>Вы сбрасываете: {card}.</translation>
    </message>
    <message>
        <source>{seat} draws the {card}.</source>
        <comment>sisepai.event.draw</comment>
        <translation>{seat} тянет из колоды: {card}.</translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <comment>sisepai.event.draw.you.seat</comment>
        <translation>Вы тянете из колоды: {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} is dealt {count} cards.</source>
        <comment>sisepai.event.hand</comment>
        <translation>
            <numerusform>{seat} получает {count} карту.</numerusform>
            <numerusform>{seat} получает {count} карты.</numerusform>
            <numerusform>{seat} получает {count} карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are dealt {count} cards.</source>
        <comment>sisepai.event.hand.you.seat</comment>
        <translation>
            <numerusform>Вы получаете {count} карту.</numerusform>
            <numerusform>Вы получаете {count} карты.</numerusform>
            <numerusform>Вы получаете {count} карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins with the {card}: {points} points.</source>
        <comment>sisepai.outcome.win</comment>
        <translation>
            <numerusform>{seat} выигрывает на карте «{card}»: {points} очко.</numerusform>
            <numerusform>{seat} выигрывает на карте «{card}»: {points} очка.</numerusform>
            <numerusform>{seat} выигрывает на карте «{card}»: {points} очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win with the {card}: {points} points.</source>
        <comment>sisepai.outcome.win.you.seat</comment>
        <translation>
            <numerusform>Вы выигрываете на карте «{card}»: {points} очко.</numerusform>
            <numerusform>Вы выигрываете на карте «{card}»: {points} очка.</numerusform>
            <numerusform>Вы выигрываете на карте «{card}»: {points} очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>The wall is exhausted with no winner: a draw.</source>
        <comment>mahjong.outcome.exhausted</comment>
        <translation>Стена кончилась, победителя нет: ничья.</translation>
    </message>
    <message>
        <source>bamboo</source>
        <comment>mahjong.suit.bamboo</comment>
        <translation>бамбуки</translation>
    </message>
    <message>
        <source>characters</source>
        <comment>mahjong.suit.characters</comment>
        <translation>символы</translation>
    </message>
    <message>
        <source>dots</source>
        <comment>mahjong.suit.dots</comment>
        <translation>точки</translation>
    </message>
    <message>
        <source>East Wind</source>
        <comment>mahjong.tile.east</comment>
        <translation>восточный ветер</translation>
    </message>
    <message>
        <source>Flower {number}</source>
        <comment>mahjong.tile.flower</comment>
        <translation>цветок {number}</translation>
    </message>
    <message>
        <source>Green Dragon</source>
        <comment>mahjong.tile.green</comment>
        <translation>зелёный дракон</translation>
    </message>
    <message>
        <source>North Wind</source>
        <comment>mahjong.tile.north</comment>
        <translation>северный ветер</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>mahjong.tile.numbered</comment>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>Red Dragon</source>
        <comment>mahjong.tile.red</comment>
        <translation>красный дракон</translation>
    </message>
    <message>
        <source>South Wind</source>
        <comment>mahjong.tile.south</comment>
        <translation>южный ветер</translation>
    </message>
    <message>
        <source>West Wind</source>
        <comment>mahjong.tile.west</comment>
        <translation>западный ветер</translation>
    </message>
    <message>
        <source>White Dragon</source>
        <comment>mahjong.tile.white</comment>
        <translation>белый дракон</translation>
    </message>
    <message>
        <source>{colour} {character}</source>
        <comment>sisepai.card</comment>
        <translation>{character} {colour}</translation>
    </message>
    <message>
        <source>Advisor</source>
        <comment>sisepai.character.A</comment>
        <translation>советник</translation>
    </message>
    <message>
        <source>Chariot</source>
        <comment>sisepai.character.C</comment>
        <translation>колесница</translation>
    </message>
    <message>
        <source>Elephant</source>
        <comment>sisepai.character.E</comment>
        <translation>слон</translation>
    </message>
    <message>
        <source>General</source>
        <comment>sisepai.character.G</comment>
        <translation>генерал</translation>
    </message>
    <message>
        <source>Horse</source>
        <comment>sisepai.character.H</comment>
        <translation>конь</translation>
    </message>
    <message>
        <source>Cannon</source>
        <comment>sisepai.character.N</comment>
        <translation>пушка</translation>
    </message>
    <message>
        <source>Soldier</source>
        <comment>sisepai.character.S</comment>
        <translation>солдат</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>sisepai.colour.G</comment>
        <translation>зелёных</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>sisepai.colour.R</comment>
        <translation>красных</translation>
    </message>
    <message>
        <source>White</source>
        <comment>sisepai.colour.W</comment>
        <translation>белых</translation>
    </message>
    <message>
        <source>Yellow</source>
        <comment>sisepai.colour.Y</comment>
        <translation>жёлтых</translation>
    </message>
    <message>
        <source>Nobody takes the {card}.</source>
        <comment>sisepai.event.to_pile</comment>
        <translation>Карту «{card}» никто не берёт.</translation>
    </message>
    <message>
        <source>Chrysanthemum flower</source>
        <comment>sisepai.flower.CH</comment>
        <translation>хризантема</translation>
    </message>
    <message>
        <source>Lotus flower</source>
        <comment>sisepai.flower.LO</comment>
        <translation>лотос</translation>
    </message>
    <message>
        <source>Orchid flower</source>
        <comment>sisepai.flower.OR</comment>
        <translation>орхидея</translation>
    </message>
    <message>
        <source>Peach flower</source>
        <comment>sisepai.flower.PE</comment>
        <translation>персик</translation>
    </message>
    <message>
        <source>Plum flower</source>
        <comment>sisepai.flower.PL</comment>
        <translation>слива</translation>
    </message>
    <message>
        <source>Discard a card from your hidden hand first.</source>
        <comment>sisepai.illegal.must_discard</comment>
        <translation>Сначала сбросьте карту из закрытой руки.</translation>
    </message>
    <message>
        <source>You drew a General or a flower: you must take it.</source>
        <comment>sisepai.illegal.must_take</comment>
        <translation>Вы вытянули генерала или цветок: карту нужно взять.</translation>
    </message>
    <message>
        <source>Generals and flowers can never be discarded.</source>
        <comment>sisepai.illegal.never_discard</comment>
        <translation>Генералов и цветы сбрасывать нельзя никогда.</translation>
    </message>
    <message>
        <source>That claim would leave you nothing you may discard.</source>
        <comment>sisepai.illegal.no_discard_left</comment>
        <translation>После такой заявки вам нечего будет сбросить.</translation>
    </message>
    <message>
        <source>A claim that does not win cannot make a pair.</source>
        <comment>sisepai.illegal.no_pair</comment>
        <translation>Заявка без выигрыша не может составить пару.</translation>
    </message>
    <message>
        <source>Those cards and the {card} do not form a legal group.</source>
        <comment>sisepai.illegal.not_a_group</comment>
        <translation>Эти карты вместе с картой «{card}» не образуют допустимую группу.</translation>
    </message>
    <message>
        <source>Your cards and the {card} do not all form melds.</source>
        <comment>sisepai.illegal.not_a_win</comment>
        <translation>Ваши карты вместе с картой «{card}» не раскладываются целиком на комбинации.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>sisepai.illegal.not_in_hand</comment>
        <translation>У вас нет карты «{card}».</translation>
    </message>
    <message>
        <source>You discard only after taking a card.</source>
        <comment>sisepai.illegal.nothing_to_discard</comment>
        <translation>Сбрасывать можно только после того, как вы взяли карту.</translation>
    </message>
    <message>
        <source>Only the drawer and the next player may claim for a mixed group; you may claim only for a triple or a quad.</source>
        <comment>sisepai.illegal.only_sets</comment>
        <translation>Заявлять карту для смешанной группы могут только вытянувший её и следующий игрок; вы можете заявить её только для тройки или четвёрки.</translation>
    </message>
    <message>
        <source>Only the drawer may take a General or a flower, unless it wins.</source>
        <comment>sisepai.illegal.only_to_win</comment>
        <translation>Генерала или цветок может взять только тот, кто их вытянул, — если это не выигрыш.</translation>
    </message>
    <message>
        <source>Nobody claims their own discard.</source>
        <comment>sisepai.illegal.own_discard</comment>
        <translation>Свой сброс заявлять нельзя.</translation>
    </message>
    <message>
        <source>command group</source>
        <comment>sisepai.meld.command</comment>
        <translation>командная группа</translation>
    </message>
    <message>
        <source>field group</source>
        <comment>sisepai.meld.field</comment>
        <translation>полевая группа</translation>
    </message>
    <message>
        <source>flower</source>
        <comment>sisepai.meld.flower</comment>
        <translation>цветок</translation>
    </message>
    <message>
        <source>single General</source>
        <comment>sisepai.meld.general</comment>
        <translation>одиночный генерал</translation>
    </message>
    <message>
        <source>pair</source>
        <comment>sisepai.meld.pair</comment>
        <translation>пара</translation>
    </message>
    <message>
        <source>quad</source>
        <comment>sisepai.meld.quad</comment>
        <translation>четвёрка</translation>
    </message>
    <message>
        <source>soldier group</source>
        <comment>sisepai.meld.soldiers</comment>
        <translation>группа солдат</translation>
    </message>
    <message>
        <source>triple</source>
        <comment>sisepai.meld.triple</comment>
        <translation>тройка</translation>
    </message>
    <message>
        <source>The stock is exhausted with no winner: a draw.</source>
        <comment>sisepai.outcome.exhausted</comment>
        <translation>Колода кончилась, победителя нет: ничья.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <comment>core.illegal.not_a_move</comment>
        <translation>Такого хода в этой игре нет.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>No hint now: it is not your turn.</source>
        <translation>Подсказки нет: сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Ищу хороший ход…</translation>
    </message>
    <message>
        <source>The new AI level applies from the next deal.</source>
        <translation>Новый уровень ИИ вступит в силу со следующей партии.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>сильный</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>слабый</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Раздача…</translation>
    </message>
    <message>
        <source>{event} {status}</source>
        <comment>the status line: an opponent&apos;s latest move, then what to do now</comment>
        <translation>{event} {status}</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>мастер</translation>
    </message>
    <message>
        <source>Take-backs are turned off (see the menu&apos;s options).</source>
        <translation>Возврат ходов выключен (см. настройки в меню).</translation>
    </message>
    <message>
        <source>The deal is over: there is nothing to take back.</source>
        <translation>Партия окончена: возвращать нечего.</translation>
    </message>
    <message>
        <source>Nothing to take back yet: you have made no move.</source>
        <translation>Возвращать пока нечего: вы ещё не сделали ни одного хода.</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message numerus="yes">
        <source>%1 · %Ln tiles</source>
        <comment>lobby origin line: where the game is from · size of the set</comment>
        <translation>
            <numerusform>%1 · %Ln кость</numerusform>
            <numerusform>%1 · %Ln кости</numerusform>
            <numerusform>%1 · %Ln костей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln cards</source>
        <comment>lobby origin line: where the game is from · size of the pack</comment>
        <translation>
            <numerusform>%1 · %Ln карта</numerusform>
            <numerusform>%1 · %Ln карты</numerusform>
            <numerusform>%1 · %Ln карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Played %1 · won %2 · best streak %3</source>
        <comment>lobby: the player&apos;s statistics of a game</comment>
        <translation>Сыграно: %1 · побед: %2 · лучшая серия: %3</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Wikipedia</source>
        <translation>Википедия</translation>
    </message>
    <message>
        <source>%1 on Wikipedia</source>
        <translation>«%1» в Википедии</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Правила игры «%1»</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>Start %1</source>
        <translation>Начать партию: %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Continue the unfinished deal of %1</source>
        <translation>Продолжить незаконченную партию: %1</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>New deal of %1</source>
        <translation>Новая партия: %1</translation>
    </message>
    <message>
        <source>Statistics of %1</source>
        <translation>Статистика: %1</translation>
    </message>
    <message>
        <source>Show the statistics</source>
        <translation>Показать статистику</translation>
    </message>
    <message>
        <source>%1 is coming in a later version.</source>
        <translation>Игра «%1» появится в одной из следующих версий.</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Скоро</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>Уровень ИИ</translation>
    </message>
    <message>
        <source>AI level for %1</source>
        <translation>Уровень ИИ: %1</translation>
    </message>
    <message>
        <source>How strong the AI opponents play, from the next deal</source>
        <translation>Насколько сильно играют соперники-ИИ, со следующей партии</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Sì Sè Pái</source>
        <translation>Четырёхцветные карты</translation>
    </message>
    <message>
        <source>Southern Fujian tradition · China</source>
        <translation>Традиция Южной Фуцзяни · Китай</translation>
    </message>
    <message>
        <source>4 players · you against three AI · one deal</source>
        <translation>4 игрока · вы против трёх ИИ · одна партия</translation>
    </message>
    <message>
        <source>Durak</source>
        <translation>Дурак</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation>Россия</translation>
    </message>
    <message>
        <source>Defend with a higher card of the same suit or a trump, and add attacks that match ranks already on the table. After the stock runs out, the last player still holding cards becomes the durak (the fool).</source>
        <translation>Отбивайтесь старшей картой той же масти или козырем и подкидывайте карты тех достоинств, что уже лежат на столе. Когда колода кончится, последний, у кого остались карты, становится дураком.</translation>
    </message>
    <message>
        <source>2 players · you against one AI · a single deal</source>
        <translation>2 игрока · вы против одного ИИ · одна партия</translation>
    </message>
    <message>
        <source>Chinese Official Mahjong</source>
        <translation>Китайский официальный маджонг</translation>
    </message>
    <message>
        <source>China</source>
        <translation>Китай</translation>
    </message>
    <message>
        <source>Find scoring patterns in your hand. Reach eight points under Chinese Official rules, with flower points counted separately.</source>
        <translation>Собирайте в руке выигрышные комбинации. Наберите восемь очков по китайским официальным правилам; очки за цветы считаются отдельно.</translation>
    </message>
    <message>
        <source>Kowah</source>
        <translation>Кова</translation>
    </message>
    <message>
        <source>Java, Indonesia</source>
        <translation>Ява, Индонезия</translation>
    </message>
    <message>
        <source>A traditional money-card game of Chinese communities in Java: make two triples and an identical pair, declare cheki, then wait for the third matching card.</source>
        <translation>Традиционная игра денежными картами китайских общин Явы: соберите две тройки и одинаковую пару, объявите чеки и ждите третью такую же карту.</translation>
    </message>
    <message>
        <source>3 players · you against two AI · one deal</source>
        <translation>3 игрока · вы против двух ИИ · одна партия</translation>
    </message>
    <message>
        <source>Chess pieces and soldiers in four colours: Red, Yellow, White and Green. A 120-card pack; this table plays the 117-card flower variant.</source>
        <translation>Шахматные фигуры и солдаты четырёх цветов: красного, жёлтого, белого и зелёного. В колоде 120 карт; за этим столом играют вариант с цветами на 117 карт.</translation>
    </message>
</context>
<context>
    <name>GapWords</name>
    <message>
        <source>ready either way</source>
        <translation>готова в обоих случаях</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready either way</source>
        <translation>
            <numerusform>до готовой %n в обоих случаях</numerusform>
            <numerusform>до готовой %n в обоих случаях</numerusform>
            <numerusform>до готовой %n в обоих случаях</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ready instead of %n tile(s) from ready</source>
        <translation>
            <numerusform>готова, а не в %n от готовой</numerusform>
            <numerusform>готова, а не в %n от готовой</numerusform>
            <numerusform>готова, а не в %n от готовой</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready instead of ready</source>
        <translation>
            <numerusform>до готовой %n, а не готова</numerusform>
            <numerusform>до готовой %n, а не готова</numerusform>
            <numerusform>до готовой %n, а не готова</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready instead of %1</source>
        <comment>the player&apos;s hand, then the AI&apos;s</comment>
        <translation>
            <numerusform>до готовой %n вместо %1</numerusform>
            <numerusform>до готовой %n вместо %1</numerusform>
            <numerusform>до готовой %n вместо %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n useful tile(s) instead of %1</source>
        <comment>live tiles that would help: the player&apos;s hand, then the AI&apos;s</comment>
        <translation>
            <numerusform>%n полезная кость вместо %1</numerusform>
            <numerusform>%n полезные кости вместо %1</numerusform>
            <numerusform>%n полезных костей вместо %1</numerusform>
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
        <translation>По этой оценке ваш выбор не хуже.</translation>
    </message>
    <message>
        <source>Your hand: %1; %2.</source>
        <comment>an MCR review row: tiles from ready, useful tiles</comment>
        <translation>Ваша рука: %1; %2.</translation>
    </message>
    <message>
        <source>Chance of a live ready hand: %1 instead of %2.</source>
        <comment>Kowah: the player&apos;s choice, then the AI&apos;s</comment>
        <translation>Шанс на готовую руку с живым ожиданием: %1 вместо %2.</translation>
    </message>
    <message>
        <source>Hard AI&apos;s score (−1 to +1): %1 for yours, %2 for its choice.</source>
        <comment>Durak: -1 the durak, +1 out first</comment>
        <translation>Оценка ИИ (сильный), от −1 до +1: %1 за ваш ход, %2 за его выбор.</translation>
    </message>
    <message>
        <source>Hard AI&apos;s score: %1 for yours, %2 for its choice.</source>
        <comment>the hard AI&apos;s outlook of each choice</comment>
        <translation>Оценка ИИ (сильный): %1 за ваш ход, %2 за его выбор.</translation>
    </message>
</context>
<context>
    <name>GiveUpQuestion</name>
    <message>
        <source>New deal</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Give up the unfinished %1 deal and deal again?</source>
        <translation>Бросить неоконченную партию («%1») и раздать заново?</translation>
    </message>
    <message>
        <source>Nothing is counted for a deal given up.</source>
        <translation>Брошенная партия в статистику не входит.</translation>
    </message>
    <message>
        <source>&amp;Deal again</source>
        <translation>&amp;Раздать заново</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Играть дальше</translation>
    </message>
    <message>
        <source>Do&amp;n&apos;t ask again</source>
        <translation>&amp;Больше не спрашивать</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>L&amp;anguage</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>Co&amp;ntrast</source>
        <translation>Контр&amp;аст</translation>
    </message>
    <message>
        <source>Gra&amp;in</source>
        <translation>З&amp;ернистость</translation>
    </message>
    <message>
        <source>Colour te&amp;mperature</source>
        <translation>Цветовая &amp;температура</translation>
    </message>
</context>
<context>
    <name>KowahTable</name>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Добрать</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Добрать</translation>
    </message>
    <message>
        <source>Draw the top card of the stock</source>
        <translation>Взять верхнюю карту колоды</translation>
    </message>
    <message>
        <source>&amp;Take</source>
        <translation>&amp;Взять</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Взять</translation>
    </message>
    <message>
        <source>Take the latest discard (not on your first turn)</source>
        <translation>Взять последний сброс (не в первый ход)</translation>
    </message>
    <message>
        <source>De&amp;clare cheki</source>
        <translation>&amp;Объявить чеки</translation>
    </message>
    <message>
        <source>Declare cheki</source>
        <translation>Объявить чеки</translation>
    </message>
    <message>
        <source>Lock your ready hand and expose the waiting pair</source>
        <translation>Зафиксировать готовую руку и открыть ожидающую пару</translation>
    </message>
    <message>
        <source>&amp;Stay silent</source>
        <translation>Про&amp;молчать</translation>
    </message>
    <message>
        <source>Stay silent</source>
        <translation>Промолчать</translation>
    </message>
    <message>
        <source>Keep playing without declaring</source>
        <translation>Играть дальше, не объявляя чеки</translation>
    </message>
    <message>
        <source>Expose the pair of {face}</source>
        <translation>Открыть пару «{face}»</translation>
    </message>
    <message>
        <source>(hint)</source>
        <translation>(подсказка)</translation>
    </message>
</context>
<context>
    <name>KowahWords</name>
    <message>
        <source>Hint: draw from the stock</source>
        <translation>Подсказка: доберите из колоды</translation>
    </message>
    <message>
        <source>Hint: take the {card}</source>
        <translation>Подсказка: возьмите карту «{card}»</translation>
    </message>
    <message>
        <source>Hint: discard the {card}</source>
        <translation>Подсказка: сбросьте карту «{card}»</translation>
    </message>
    <message>
        <source>Hint: declare cheki, exposing the pair of {face}</source>
        <translation>Подсказка: объявите чеки, открыв пару «{face}»</translation>
    </message>
    <message>
        <source>Hint: do not declare yet</source>
        <translation>Подсказка: пока не объявляйте</translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat} думает…</translation>
    </message>
    <message>
        <source>Cheki! You wait on the {face}: draw from the stock</source>
        <translation>Чеки! Вы ждёте карту «{face}»: доберите из колоды</translation>
    </message>
    <message>
        <source>Your first turn must draw: click the stock</source>
        <translation>В первый ход — только из колоды: щёлкните по ней</translation>
    </message>
    <message>
        <source>Draw from the stock, or take the {card}</source>
        <translation>Доберите из колоды или возьмите карту «{card}»</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Доберите из колоды</translation>
    </message>
    <message>
        <source>Click the {card} again (or press Enter) to discard it</source>
        <translation>Сбросить «{card}»? Щёлкните ещё раз или нажмите Enter</translation>
    </message>
    <message>
        <source>Discard a card: click it twice, or drag it to the discards</source>
        <translation>Сбросьте карту: щёлкните по ней дважды или перетащите в сброс</translation>
    </message>
    <message>
        <source>Your hand is ready: declare cheki, or stay silent</source>
        <translation>Рука готова: объявите чеки или промолчите</translation>
    </message>
    <message>
        <source>The deal is drawn</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>×{multiplier}</source>
        <translation>×{multiplier}</translation>
    </message>
    <message>
        <source>You win {times}!</source>
        <translation>Вы выиграли {times}!</translation>
    </message>
    <message>
        <source>{seat} wins {times}</source>
        <translation>{seat} выиграл {times}</translation>
    </message>
    <message>
        <source>The stock ran out and neither the last card nor its discard completed a waiting pair.</source>
        <translation>Колода кончилась, и ни последняя карта, ни её сброс не дополнили ожидающую пару.</translation>
    </message>
    <message>
        <source>A drawn card is checked for the drawer first, then round the table in turn.</source>
        <translation>Вытянутая карта проверяется сначала для вытянувшего, затем по кругу для остальных.</translation>
    </message>
    <message>
        <source>A discard is checked round the table in turn, from the seat after the discarder.</source>
        <translation>Сброс проверяется по кругу, начиная со следующего после сбросившего игрока.</translation>
    </message>
    <message>
        <source>{seat} ({level}) · cards: {count}</source>
        <translation>{seat} ({level}) · карт: {count}</translation>
    </message>
    <message>
        <source>cheki</source>
        <translation>чеки</translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation>Ваша рука, карт: {count}</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand, cards: {count}</source>
        <translation>Рука {seat}, карт: {count}</translation>
    </message>
    <message>
        <source>You · cheki</source>
        <translation>Вы · чеки</translation>
    </message>
    <message>
        <source>You wait on the {face}</source>
        <translation>Вы: ожидающая пара «{face}»</translation>
    </message>
    <message>
        <source>{seat} waits on the {face}</source>
        <translation>{seat}: ожидающая пара «{face}»</translation>
    </message>
    <message>
        <source>{card}, discarded by {seat}</source>
        <translation>{card} (сбросил: {seat})</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>Колода · {count}</translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation>Колода, карт: {count}</translation>
    </message>
    <message>
        <source>Discards · {count}</source>
        <translation>Сброс · {count}</translation>
    </message>
    <message>
        <source>Discards, cards: {count}</source>
        <translation>Сброс, карт: {count}</translation>
    </message>
    <message>
        <source>{seat} drew</source>
        <translation>Из колоды: {seat}</translation>
    </message>
    <message>
        <source>The latest face-up draw</source>
        <translation>Последняя карта, открыто вытянутая из колоды</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Слабый</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Мастер</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>Choose a game</source>
        <translation>Выберите игру</translation>
    </message>
    <message>
        <source>Traditional card and tile games from around the world</source>
        <translation>Традиционные карточные игры и игры с костями со всего мира</translation>
    </message>
</context>
<context>
    <name>MahjongController</name>
    <message>
        <source>This tile can be claimed in several ways: choose one on the bar</source>
        <translation>Эту кость можно заявить по-разному: выберите заявку на панели</translation>
    </message>
</context>
<context>
    <name>MahjongResults</name>
    <message>
        <source>Fan</source>
        <translation>Фан</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>Цветы</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>receives %1</source>
        <translation>к получению %1</translation>
    </message>
    <message>
        <source>pays %1</source>
        <translation>к оплате %1</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <source>Fans and points</source>
        <translation>Фаны и очки</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Расчёты</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <comment>a fan counted more than once</comment>
        <translation>
            <numerusform>%n раз</numerusform>
            <numerusform>%n раза</numerusform>
            <numerusform>%n раз</numerusform>
        </translation>
    </message>
    <message>
        <source>The winning hand; framed, the winning tile: {tile}</source>
        <translation>Выигрышная рука; в рамке — выигрышная кость: {tile}</translation>
    </message>
    <message>
        <source>The winning hand</source>
        <translation>Выигрышная рука</translation>
    </message>
</context>
<context>
    <name>MahjongTable</name>
    <message>
        <source>&amp;Chow</source>
        <translation>&amp;Чоу</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>Чоу</translation>
    </message>
    <message>
        <source>Chow {tiles}</source>
        <translation>Чоу {tiles}</translation>
    </message>
    <message>
        <source>Claim the discard into the chow {tiles}</source>
        <translation>Взять сброс в чоу {tiles}</translation>
    </message>
    <message>
        <source>&amp;Pung</source>
        <translation>Пан&amp;г</translation>
    </message>
    <message>
        <source>Pung</source>
        <translation>Панг</translation>
    </message>
    <message>
        <source>Claim the discard into a pung with your pair</source>
        <translation>Взять сброс в панг к своей паре</translation>
    </message>
    <message>
        <source>Claim the discard into a kong with your three</source>
        <translation>Взять сброс в конг к своим трём таким костям</translation>
    </message>
    <message>
        <source>Declare a concealed kong of {tile}</source>
        <translation>Объявить закрытый конг: {tile}</translation>
    </message>
    <message>
        <source>Add the {tile} to your pung</source>
        <translation>Достроить свой панг до конга: {tile}</translation>
    </message>
    <message>
        <source>&amp;Kong</source>
        <translation>&amp;Конг</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>Конг</translation>
    </message>
    <message>
        <source>Kong of {tile}</source>
        <translation>Конг: {tile}</translation>
    </message>
    <message>
        <source>Win on this tile</source>
        <translation>Маджонг на этой кости</translation>
    </message>
    <message>
        <source>Win with the tile you drew</source>
        <translation>Маджонг на взятой из стены кости</translation>
    </message>
    <message>
        <source>Hu: declare the win</source>
        <translation>Ху: объявить маджонг</translation>
    </message>
    <message>
        <source>H&amp;u!</source>
        <translation>&amp;Ху!</translation>
    </message>
    <message>
        <source>Pa&amp;ss</source>
        <translation>Па&amp;с</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Let the discard go</source>
        <translation>Пропустить сброс</translation>
    </message>
</context>
<context>
    <name>MahjongWords</name>
    <message>
        <source>East</source>
        <translation>Восток</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Север</translation>
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
        <translation>Подсказка: сбросьте кость «{tile}».</translation>
    </message>
    <message>
        <source>Hint: declare Hu, you win!</source>
        <translation>Подсказка: объявляйте «Ху» — это победа!</translation>
    </message>
    <message>
        <source>Hint: chow {tiles}.</source>
        <translation>Подсказка: чоу {tiles}.</translation>
    </message>
    <message>
        <source>Hint: pung.</source>
        <translation>Подсказка: панг.</translation>
    </message>
    <message>
        <source>Hint: declare the kong.</source>
        <translation>Подсказка: объявите конг.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Подсказка: пас.</translation>
    </message>
    <message>
        <source>Ready: waiting on {tiles} ({count} unseen).</source>
        <translation>Рука готова: ждёте {tiles} (не видно: {count}).</translation>
    </message>
    <message numerus="yes">
        <source>{shanten} from ready; {count} unseen tiles improve it: {tiles}.</source>
        <translation>
            <numerusform>До готовой руки: {shanten}; её улучшит {count} невидимая кость: {tiles}.</numerusform>
            <numerusform>До готовой руки: {shanten}; её улучшат {count} невидимые кости: {tiles}.</numerusform>
            <numerusform>До готовой руки: {shanten}; её улучшат {count} невидимых костей: {tiles}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat} думает…</translation>
    </message>
    <message>
        <source>Claim it or pass</source>
        <translation>Заявляйте или пас</translation>
    </message>
    <message>
        <source>{seat} discarded the {tile}: claim it or pass</source>
        <translation>{seat} сбросил «{tile}»: заявляйте или пас</translation>
    </message>
    <message>
        <source>Rob the kong with Hu, or pass</source>
        <translation>Ограбьте конг (Ху) или пас</translation>
    </message>
    <message>
        <source>{seat} adds the {tile} to a kong: rob it with Hu, or pass</source>
        <translation>{seat} достраивает конг костью «{tile}»: ограбьте (Ху) или пас</translation>
    </message>
    <message>
        <source>Discard the {tile}? Click it again or press Enter</source>
        <translation>Сбросить «{tile}»? Щёлкните ещё раз или нажмите Enter</translation>
    </message>
    <message>
        <source>Your turn: declare, or choose a tile to discard</source>
        <translation>Ваш ход: объявите или выберите кость для сброса</translation>
    </message>
    <message>
        <source>Your turn: click a tile to choose it, click again to discard</source>
        <translation>Ваш ход: щёлкните по кости, чтобы выбрать, ещё раз — чтобы сбросить</translation>
    </message>
    <message>
        <source>A draw: the wall is exhausted</source>
        <translation>Ничья: стена кончилась</translation>
    </message>
    <message numerus="yes">
        <source>Hu! You win {total} points</source>
        <translation>
            <numerusform>Ху! Вы выиграли {total} очко</numerusform>
            <numerusform>Ху! Вы выиграли {total} очка</numerusform>
            <numerusform>Ху! Вы выиграли {total} очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins {total} points</source>
        <translation>
            <numerusform>{seat} выигрывает {total} очко</numerusform>
            <numerusform>{seat} выигрывает {total} очка</numerusform>
            <numerusform>{seat} выигрывает {total} очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody completed a hand before the last tile; nobody pays.</source>
        <translation>До последней кости никто не собрал руку; никто не платит.</translation>
    </message>
    <message>
        <source>{seat} drew the winning tile ({tile}).</source>
        <translation>{seat}: победа с добора ({tile}).</translation>
    </message>
    <message>
        <source>{seat} robbed the kong of {discarder} ({tile}).</source>
        <translation>{seat}: победа ограблением конга ({tile}); чей конг: {discarder}.</translation>
    </message>
    <message>
        <source>{seat} won on the discard of {discarder} ({tile}).</source>
        <translation>{seat}: победа со сброса ({tile}); чей сброс: {discarder}.</translation>
    </message>
    <message>
        <source>Wall · {count}</source>
        <translation>Стена · {count}</translation>
    </message>
    <message>
        <source>East round</source>
        <translation>Восточный раунд</translation>
    </message>
    <message>
        <source>The wall, tiles: {count}</source>
        <translation>Стена, костей: {count}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>сдающий</translation>
    </message>
    <message numerus="yes">
        <source>{count} tiles</source>
        <translation>
            <numerusform>{count} кость</numerusform>
            <numerusform>{count} кости</numerusform>
            <numerusform>{count} костей</numerusform>
        </translation>
    </message>
    <message>
        <source>Your concealed tiles: {count}</source>
        <translation>Ваши закрытые кости: {count}</translation>
    </message>
    <message>
        <source>Your discards</source>
        <translation>Ваш сброс</translation>
    </message>
    <message>
        <source>Your melds</source>
        <translation>Ваши комбинации</translation>
    </message>
    <message>
        <source>Your flowers</source>
        <translation>Ваши цветы</translation>
    </message>
    <message>
        <source>Concealed tiles of {seat}: {count}</source>
        <translation>{seat}: закрытых костей: {count}</translation>
    </message>
    <message>
        <source>Discards of {seat}</source>
        <translation>{seat}: сброс</translation>
    </message>
    <message>
        <source>Melds of {seat}</source>
        <translation>{seat}: комбинации</translation>
    </message>
    <message>
        <source>Flowers of {seat}</source>
        <translation>{seat}: цветы</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The saved window size could not be used, so the window has its default size. Your settings file was kept as %1.</source>
        <translation>Сохранённый размер окна не подошёл, поэтому окно открыто в размере по умолчанию. Файл настроек сохранён как %1.</translation>
    </message>
    <message>
        <source>Your settings file could not be read. It was kept as %1 and the default settings are used.</source>
        <translation>Не удалось прочитать файл настроек. Он сохранён как %1, используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read. It was kept as %1 and counting starts again.</source>
        <translation>Не удалось прочитать файл статистики. Он сохранён как %1, подсчёт начинается заново.</translation>
    </message>
    <message>
        <source>Your past %1 deals could not be read. The file was kept as %2 and the list starts again.</source>
        <translation>Не удалось прочитать прошлые партии («%1»). Файл сохранён как %2, список начинается заново.</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>файл повреждён</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Cardavia</source>
        <translation>он сохранён более новой версией Cardavia</translation>
    </message>
    <message>
        <source>its format is unknown</source>
        <translation>его формат неизвестен</translation>
    </message>
    <message>
        <source>it belongs to another game</source>
        <translation>он относится к другой игре</translation>
    </message>
    <message>
        <source>Your unfinished %1 deal could not be continued: %2. The file was kept as %3.</source>
        <translation>Не удалось продолжить незаконченную партию («%1»): %2. Файл сохранён как %3.</translation>
    </message>
    <message>
        <source>Cardavia could not open a web browser. The article on %1 is at %2</source>
        <translation>Cardavia не удалось открыть браузер. Статья об игре «%1»: %2</translation>
    </message>
    <message>
        <source>Cardavia</source>
        <translation>Cardavia</translation>
    </message>
    <message>
        <source>the game&apos;s rules have changed since it was saved</source>
        <translation>с тех пор правила игры изменились</translation>
    </message>
    <message>
        <source>This %1 deal cannot be watched again: the game&apos;s rules have changed since it was played.</source>
        <translation>Эту партию («%1») нельзя посмотреть снова: правила игры изменились с тех пор, как она была сыграна.</translation>
    </message>
    <message>
        <source>This %1 deal cannot be watched again: its record is damaged.</source>
        <translation>Эту партию («%1») нельзя посмотреть снова: её запись повреждена.</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Your game can&apos;t be saved: %1.</source>
        <translation>Партию не удаётся сохранить: %1.</translation>
    </message>
    <message>
        <source>Your settings can&apos;t be saved: %1.</source>
        <translation>Настройки не удаётся сохранить: %1.</translation>
    </message>
    <message>
        <source>Your statistics can&apos;t be saved: %1.</source>
        <translation>Статистику не удаётся сохранить: %1.</translation>
    </message>
    <message>
        <source>Your past deals can&apos;t be saved: %1.</source>
        <translation>Прошлые партии не удаётся сохранить: %1.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <source>Cardavia is not allowed to write to its folder</source>
        <translation>у Cardavia нет права записи в свою папку</translation>
    </message>
    <message>
        <source>the disk reported an error (%1) at %2</source>
        <translation>диск сообщил об ошибке (%1): %2</translation>
    </message>
    <message>
        <source>the disk reported an error (%1)</source>
        <translation>диск сообщил об ошибке (%1)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>OptionsButton</name>
    <message>
        <source>Card &amp;indices</source>
        <translation>&amp;Индексы карт</translation>
    </message>
    <message>
        <source>Russian (В, Д, К, Т)</source>
        <translation>Русские (В, Д, К, Т)</translation>
    </message>
    <message>
        <source>Latin (J, Q, K, A)</source>
        <translation>Латинские (J, Q, K, A)</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Анимация</translation>
    </message>
    <message>
        <source>&amp;Shapes on Sì Sè Pái colours</source>
        <translation>&amp;Фигуры на цветах четырёхцветных карт</translation>
    </message>
    <message>
        <source>A circle, triangle, square or diamond tells the four colours apart</source>
        <translation>Круг, треугольник, квадрат или ромб помогают различать четыре цвета</translation>
    </message>
    <message>
        <source>Ask before &amp;giving up a deal</source>
        <translation>Спрашивать, прежде чем &amp;бросить партию</translation>
    </message>
    <message>
        <source>New deal asks first when you have played in the deal on the table</source>
        <translation>«Новая партия» сначала спрашивает, если вы уже сделали ход в партии на столе</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Menu (F10)</source>
        <translation>Меню (F10)</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
    <message>
        <source>Allo&amp;w take-backs</source>
        <translation>&amp;Разрешить возврат ходов</translation>
    </message>
    <message>
        <source>Take back moves with Ctrl+Z; a deal won with take-backs is counted apart</source>
        <translation>Ходы возвращаются по Ctrl+Z; победа с возвратом ходов считается отдельно</translation>
    </message>
</context>
<context>
    <name>PastDealsModel</name>
    <message>
        <source>Won</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Won with take-backs</source>
        <translation>Победа с возвратом ходов</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражение</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Ничья</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>an MCR winning hand&apos;s points (fan), in the list of past deals</comment>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>the winning hand&apos;s points, in the list of past deals</comment>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
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
            <numerusform>%n возврат хода</numerusform>
            <numerusform>%n возврата хода</numerusform>
            <numerusform>%n возвратов хода</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hints</source>
        <comment>help used in a past deal</comment>
        <translation>
            <numerusform>%n подсказка</numerusform>
            <numerusform>%n подсказки</numerusform>
            <numerusform>%n подсказок</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no help used in a past deal</comment>
        <translation>нет</translation>
    </message>
    <message>
        <source>Enter or double-click: watch this deal again</source>
        <translation>Enter или двойной щелчок — посмотреть партию снова</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Окончена</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Winning hand</source>
        <comment>the column of the winner&apos;s points or multiplier, whoever won</comment>
        <translation>Рука победителя</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>Уровень ИИ</translation>
    </message>
    <message>
        <source>Help used</source>
        <translation>Помощь</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>The deal is dealt. Step forward or press Play to watch it again.</source>
        <translation>Партия только началась. Шагните вперёд или нажмите «Смотреть», чтобы посмотреть её снова.</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Пауза</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Смотреть</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Смотреть</translation>
    </message>
    <message>
        <source>Play the deal on, or pause it (Space)</source>
        <translation>Смотреть партию дальше или поставить на паузу (Пробел)</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n decisions</source>
        <comment>the review&apos;s progress</comment>
        <translation>
            <numerusform>%1 из %n решения</numerusform>
            <numerusform>%1 из %n решений</numerusform>
            <numerusform>%1 из %n решений</numerusform>
        </translation>
    </message>
    <message>
        <source>The strongest AI looks at each of your decisions in this deal and says where it would have played otherwise.</source>
        <translation>Самый сильный ИИ разберёт каждое ваше решение в этой партии и скажет, где он сыграл бы иначе.</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Повтор: %1</translation>
    </message>
    <message>
        <source>&amp;Close replay</source>
        <translation>&amp;Закрыть повтор</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>Закрыть повтор</translation>
    </message>
    <message>
        <source>Back to where the replay was opened</source>
        <translation>Вернуться туда, откуда открыт повтор</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>В на&amp;чало</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>В начало</translation>
    </message>
    <message>
        <source>To the start of the deal (Home)</source>
        <translation>В начало партии (Home)</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>&amp;Назад</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Шаг назад</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>На ход назад (←)</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>&amp;Вперёд</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Шаг вперёд</translation>
    </message>
    <message>
        <source>One move forward (Right)</source>
        <translation>На ход вперёд (→)</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>В &amp;конец</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>В конец</translation>
    </message>
    <message>
        <source>To the end of the deal (End)</source>
        <translation>В конец партии (End)</translation>
    </message>
    <message>
        <source>Position in the deal</source>
        <translation>Место в партии</translation>
    </message>
    <message>
        <source>Only what I sa&amp;w</source>
        <translation>Только то, что я в&amp;идел</translation>
    </message>
    <message>
        <source>Review my pla&amp;y</source>
        <translation>Разбор &amp;моей игры</translation>
    </message>
    <message>
        <source>Only what I saw</source>
        <translation>Только то, что я видел</translation>
    </message>
    <message>
        <source>Moves played: %1 of %2</source>
        <translation>Сыграно ходов: %1 из %2</translation>
    </message>
    <message>
        <source>Hide the cards you could not see during the deal</source>
        <translation>Скрыть карты, которых вы не видели во время партии</translation>
    </message>
    <message>
        <source>Deal log</source>
        <translation>Журнал партии</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Every move of the deal; Enter shows the table after it</source>
        <translation>Все ходы партии; Enter показывает стол после хода</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>Разбор моей игры</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>Остановить разбор</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Ход разбора</translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation>Ваши решения</translation>
    </message>
    <message>
        <source>Each of your decisions and the AI&apos;s verdict; Enter shows the table before it</source>
        <translation>Каждое ваше решение и оценка ИИ; Enter показывает стол перед решением</translation>
    </message>
</context>
<context>
    <name>ResultsOverlay</name>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Сыграть ещё</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Сыграть ещё</translation>
    </message>
    <message>
        <source>Back to &amp;lobby</source>
        <translation>В &amp;лобби</translation>
    </message>
    <message>
        <source>Back to lobby</source>
        <translation>В лобби</translation>
    </message>
    <message>
        <source>Vie&amp;w the table</source>
        <comment>set the results aside to look at the final table</comment>
        <translation>Скрыть &amp;итоги</translation>
    </message>
    <message>
        <source>View the table</source>
        <translation>Посмотреть на стол</translation>
    </message>
    <message>
        <source>Set the results aside to look at the final table (Esc)</source>
        <translation>Убрать итоги и посмотреть на стол (Esc)</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <comment>watch the deal just finished again</comment>
        <translation>Повт&amp;ор</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>Watch this deal again, every hand face up</source>
        <translation>Посмотреть партию снова, все карты открыты</translation>
    </message>
    <message>
        <source>Review my pla&amp;y</source>
        <translation>Разбор &amp;моей игры</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>Разбор моей игры</translation>
    </message>
    <message>
        <source>Compare each of your decisions with the strongest AI&apos;s choice</source>
        <translation>Сравнить каждое ваше решение с выбором самого сильного ИИ</translation>
    </message>
</context>
<context>
    <name>ReviewList</name>
    <message>
        <source>You say Done.</source>
        <translation>Вы говорите «Бито».</translation>
    </message>
    <message>
        <source>The AI says Done.</source>
        <translation>ИИ говорит «Бито».</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Вы пасуете.</translation>
    </message>
    <message>
        <source>The AI passes.</source>
        <translation>ИИ пасует.</translation>
    </message>
    <message>
        <source>the AI</source>
        <comment>the reviewing AI named in a sentence, in the player&apos;s place</comment>
        <translation>ИИ</translation>
    </message>
    <message>
        <source>The AI agrees.</source>
        <translation>ИИ согласен.</translation>
    </message>
    <message>
        <source>In your place: %1</source>
        <comment>then what the AI would have done</comment>
        <translation>На вашем месте: %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <comment>a decision&apos;s number in the deal</comment>
        <translation>Ход %1</translation>
    </message>
    <message>
        <source>Enter or double-click: the table before this decision</source>
        <translation>Enter или двойной щелчок: стол перед этим решением</translation>
    </message>
</context>
<context>
    <name>ReviewListModel</name>
    <message numerus="yes">
        <source>You agreed with the %1 AI on %2 of %n decisions.</source>
        <comment>the review&apos;s summary</comment>
        <translation>
            <numerusform>Вы согласились с ИИ (%1) в %2 из %n решения.</numerusform>
            <numerusform>Вы согласились с ИИ (%1) в %2 из %n решений.</numerusform>
            <numerusform>Вы согласились с ИИ (%1) в %2 из %n решений.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The review was stopped after %1 of %n decisions.</source>
        <comment>after the summary</comment>
        <translation>
            <numerusform>Разбор остановлен после %1 из %n решения.</numerusform>
            <numerusform>Разбор остановлен после %1 из %n решений.</numerusform>
            <numerusform>Разбор остановлен после %1 из %n решений.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDurak</name>
    <message>
        <source>Durak</source>
        <translation>Дурак</translation>
    </message>
    <message>
        <source>Durak comes from Russia and is played with a pack of 36 cards. This table seats two players, you against one AI, for a single deal. Defend with a higher card of the same suit or a trump, and add attacks that match ranks already on the table. After the stock runs out, the last player still holding cards becomes the &lt;i&gt;durak&lt;/i&gt;: the fool.</source>
        <translation>Дурак родом из России; играют колодой в 36 карт. За этим столом двое — вы и один ИИ, партия одна. Отбивайтесь старшей картой той же масти или козырем и подкидывайте карты тех достоинств, что уже есть на столе. Когда колода кончится, последний, у кого остались карты, становится &lt;i&gt;дураком&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Цель игры</translation>
    </message>
    <message>
        <source>Get rid of all your cards once the stock has run out. The last player still holding cards loses and is the durak.</source>
        <translation>Избавиться от всех карт, когда колода уже кончилась. Последний, у кого остались карты, проигрывает — он и есть дурак.</translation>
    </message>
    <message>
        <source>If both players go out in the same bout, the deal is a draw.</source>
        <translation>Если оба игрока выходят в одном и том же ходе, партия заканчивается вничью.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>The game uses a 36-card Russian “Atlas” (Атласные) pack of four suits.</source>
        <translation>Играют русской «атласной» колодой из 36 карт четырёх мастей.</translation>
    </message>
    <message>
        <source>In each suit the cards rank from low to high: 6, 7, 8, 9, 10, Jack (Валет), Queen (Дама), King (Король), Ace (Туз).</source>
        <translation>В каждой масти карты идут от младшей к старшей: 6, 7, 8, 9, 10, валет, дама, король, туз.</translation>
    </message>
    <message>
        <source>Each player is dealt six cards.</source>
        <translation>Каждому игроку сдают по шесть карт.</translation>
    </message>
    <message>
        <source>The next card is turned face up. Its suit is &lt;b&gt;trump&lt;/b&gt; for the whole deal. The card is placed face up under the stock, so it is the last card to be drawn.</source>
        <translation>Следующую карту открывают: её масть становится &lt;b&gt;козырной&lt;/b&gt; на всю партию. Эту карту кладут лицом вверх под колоду, так что её возьмут последней.</translation>
    </message>
    <message>
        <source>The player holding the lowest trump attacks first. If neither of you holds a trump, you attack first.</source>
        <translation>Первым ходит тот, у кого младший козырь. Если козырей нет ни у кого, первым ходите вы.</translation>
    </message>
    <message>
        <source>A bout</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>The game is a series of bouts. In each bout one player attacks and the other defends.</source>
        <translation>Игра состоит из ходов. В каждом ходе один игрок атакует, а другой отбивается.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack.&lt;/b&gt; The attacker leads any card.</source>
        <translation>&lt;b&gt;Заход.&lt;/b&gt; Атакующий ходит любой картой.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Defence.&lt;/b&gt; The defender beats the attack card with a higher card of the same suit or, if the attack card is not a trump, with any trump. Only a higher trump beats a trump.</source>
        <translation>&lt;b&gt;Защита.&lt;/b&gt; Отбивающийся кроет карту старшей картой той же масти или, если эта карта не козырная, любым козырем. Козырь можно побить только старшим козырем.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No need to follow suit.&lt;/b&gt; The defender may beat a card with a trump even while holding a higher card of its suit.</source>
        <translation>&lt;b&gt;Масть держать не обязательно.&lt;/b&gt; Отбивающийся может покрыть карту козырем, даже если у него есть старшая карта той же масти.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Adding attacks.&lt;/b&gt; After each attack card is beaten, the attacker may add one more card whose rank matches any attack or defence card on the table, or stop.</source>
        <translation>&lt;b&gt;Подкидывание.&lt;/b&gt; Когда карта атаки побита, атакующий может подкинуть ещё одну карту того же достоинства, что и любая из карт на столе, атакующих или отбивающих, — или закончить ход.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The limit.&lt;/b&gt; A bout holds at most six attack cards, and never more attack cards than the defender held at the start of the bout.</source>
        <translation>&lt;b&gt;Предел.&lt;/b&gt; За один ход можно положить не больше шести карт атаки и не больше, чем было карт у отбивающегося в начале хода.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Taking.&lt;/b&gt; Instead of beating, the defender may take. The attacker may still add matching cards within the bout&apos;s limits before stopping. The defender then picks up every card played in the bout and loses the next attack: at this two-player table the same attacker attacks again.</source>
        <translation>&lt;b&gt;Беру.&lt;/b&gt; Вместо того чтобы отбиваться, отбивающийся может взять карты. Атакующий ещё может подкинуть подходящие карты в пределах хода, а потом заканчивает. Отбивающийся забирает все карты этого хода и пропускает свой ход: за столом на двоих тот же игрок атакует снова.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Beaten off.&lt;/b&gt; If every attack card is beaten and the attacker stops, all the cards on the table are discarded and the defender becomes the next attacker.</source>
        <translation>&lt;b&gt;Бито.&lt;/b&gt; Если все карты атаки побиты и атакующий больше не подкидывает, все карты со стола уходят в отбой, а отбивавшийся становится следующим атакующим.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Drawing up.&lt;/b&gt; After each bout the bout&apos;s attacker refills their hand to six cards from the stock first, then the defender. When the stock cannot cover both, draw in that order until it runs out.</source>
        <translation>&lt;b&gt;Добор.&lt;/b&gt; После каждого хода сначала атакующий добирает карты из колоды до шести, затем отбивающийся. Если колоды не хватает обоим, добирают в том же порядке, пока она не кончится.</translation>
    </message>
    <message>
        <source>End and scoring</source>
        <translation>Конец игры и итог</translation>
    </message>
    <message>
        <source>There are no card points. Once the stock is empty, hands are checked only after a complete bout:</source>
        <translation>Очков за карты нет. Когда колода пуста, руки проверяют только после завершения хода:</translation>
    </message>
    <message>
        <source>Both hands empty: the deal is a draw.</source>
        <translation>Обе руки пусты — ничья.</translation>
    </message>
    <message>
        <source>Otherwise the player still holding cards is the durak, and the other player wins.</source>
        <translation>Иначе тот, у кого остались карты, — дурак, а другой игрок выигрывает.</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>Уточнения правил</translation>
    </message>
    <message>
        <source>&lt;b&gt;Throw-in only.&lt;/b&gt; This is &lt;i&gt;podkidnoy&lt;/i&gt; (throw-in) Durak. There is no transfer (&lt;i&gt;perevodnoy&lt;/i&gt;) move: the defender can never pass an attack back by adding a card of the same rank.</source>
        <translation>&lt;b&gt;Только подкидной.&lt;/b&gt; Это &lt;i&gt;подкидной&lt;/i&gt; дурак. Перевода (как в &lt;i&gt;переводном&lt;/i&gt;) нет: отбивающийся не может перевести атаку обратно, положив карту того же достоинства.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Counting the limit.&lt;/b&gt; The defender&apos;s hand size that limits a bout is counted before the first attack card is played. Cards the defender picks up during the bout do not raise the limit.</source>
        <translation>&lt;b&gt;Как считается предел.&lt;/b&gt; Число карт у отбивающегося, ограничивающее ход, считают до первой карты атаки. Карты, которые он забирает во время хода, предел не увеличивают.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After “take”.&lt;/b&gt; Once the defender has said take, the attacker may add cards that match ranks on the table, up to the limit, and then stops. The defender cannot beat any more cards in that bout.</source>
        <translation>&lt;b&gt;После «беру».&lt;/b&gt; Когда отбивающийся сказал «беру», атакующий может подкинуть карты тех достоинств, что есть на столе, не превышая предела, а затем заканчивает. Крыть карты в этом ходе отбивающийся больше не может.</translation>
    </message>
    <message>
        <source>&lt;b&gt;When cards may be added.&lt;/b&gt; The attacker may add a card only when every attack card on the table is beaten, or after the defender has said take.</source>
        <translation>&lt;b&gt;Когда можно подкидывать.&lt;/b&gt; Атакующий может подкинуть карту, только когда все карты атаки на столе побиты или когда отбивающийся сказал «беру».</translation>
    </message>
    <message>
        <source>&lt;b&gt;The trump card.&lt;/b&gt; The face-up trump card is drawn last, as a normal card, by whichever player&apos;s draw reaches it.</source>
        <translation>&lt;b&gt;Козырная карта.&lt;/b&gt; Открытый козырь берут последним, как обычную карту, — его получает тот, до кого дойдёт добор.</translation>
    </message>
    <message>
        <source>&lt;b&gt;First attacker.&lt;/b&gt; There is never a tie: only one card can be the lowest trump. If neither hand holds a trump, you attack first.</source>
        <translation>&lt;b&gt;Первый ход.&lt;/b&gt; Спорных случаев не бывает: младшим козырем может быть только одна карта. Если козырей нет ни у кого, первым ходите вы.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Running out mid-bout.&lt;/b&gt; If the attacker runs out of cards while the stock is empty, the bout is still finished: the defender beats or takes what is on the table. Only then are the hands checked for the end of the deal.</source>
        <translation>&lt;b&gt;Карты кончились посреди хода.&lt;/b&gt; Если у атакующего кончились карты, а колода пуста, ход всё равно доигрывается: отбивающийся кроет или берёт то, что лежит на столе. Только после этого проверяют, закончилась ли партия.</translation>
    </message>
    <message>
        <source>&lt;b&gt;When the deal ends.&lt;/b&gt; The deal ends when the stock is empty and, after a complete bout, at least one hand is empty. A player who goes out while the stock still holds cards simply refills.</source>
        <translation>&lt;b&gt;Когда кончается партия.&lt;/b&gt; Партия кончается, когда колода пуста и после завершённого хода хотя бы у одного игрока не осталось карт. Кто вышел, пока в колоде ещё есть карты, просто добирает.</translation>
    </message>
    <message>
        <source>&lt;b&gt;When you may take.&lt;/b&gt; The defender may take whenever an attack card faces them unbeaten, even after beating earlier cards of the same bout. Taking picks up every card of the bout, beaten or not.</source>
        <translation>&lt;b&gt;Когда можно взять.&lt;/b&gt; Отбивающийся может взять, пока перед ним лежит непобитая карта атаки, — даже если он уже побил предыдущие карты этого хода. Забирает он все карты хода, побитые и непобитые.</translation>
    </message>
</context>
<context>
    <name>RulesKowah</name>
    <message>
        <source>Kowah (Cheki)</source>
        <translation>Кова (чеки)</translation>
    </message>
    <message>
        <source>Kowah, also called Cheki or Ceki, is a traditional money-card game of the Chinese communities in Java, Indonesia, played with 120 cards. This table seats three players, you against two AI, for one deal. Make two triples and an identical pair, declare &lt;i&gt;cheki&lt;/i&gt;, then wait for the third matching card.</source>
        <translation>Кова, она же чеки (ceki), — традиционная игра денежными картами китайских общин Явы (Индонезия); в колоде 120 карт. За этим столом трое — вы и два ИИ, партия одна. Соберите две тройки и одинаковую пару, объявите &lt;i&gt;чеки&lt;/i&gt; и ждите третью такую же карту.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Цель игры</translation>
    </message>
    <message>
        <source>You and the two AI players each play for yourselves. Make two triples and an identical pair, declare &lt;i&gt;cheki&lt;/i&gt;, then take the third exact match of your pair to win.</source>
        <translation>Вы и два игрока ИИ играете каждый за себя. Соберите две тройки и одинаковую пару, объявите &lt;i&gt;чеки&lt;/i&gt;, а затем получите третью точно такую же карту, как в вашей паре, — и вы выиграли.</translation>
    </message>
    <message>
        <source>If the stock runs out with no winner, the deal is a draw.</source>
        <translation>Если колода кончилась, а победителя нет, партия заканчивается вничью.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>Kowah is traditional among Chinese communities in Indonesia and the Malay world.</source>
        <translation>Кова традиционна для китайских общин Индонезии и всего малайского мира.</translation>
    </message>
    <message>
        <source>It uses the compatible 120-card subset of the Chinese money-suited pack: four each of Coins, Strings and Myriads 1 to 9, plus four each of the first three honours. The twelve White Snake, Green Snake and Monk extras are left out.</source>
        <translation>Используется совместимая часть китайской колоды денежных мастей из 120 карт: по четыре карты монет, связок и мириад от 1 до 9 и по четыре карты первых трёх старших. Двенадцать дополнительных карт — Белая змея, Зелёная змея и Монах — убраны.</translation>
    </message>
    <message>
        <source>The three honours are Old Thousand (老千), Red Flower (紅花) and White Flower (白花): three distinct kinds, never wild.</source>
        <translation>Три старшие карты — Старая тысяча (老千), Красный цветок (紅花) и Белый цветок (白花): это три разных вида, и джокерами они никогда не служат.</translation>
    </message>
    <message>
        <source>Ordinary triples match by rank, whatever the suit. Honours match only their own kind.</source>
        <translation>Обычные тройки собираются по достоинству, независимо от масти. Старшие карты сочетаются только со своим видом.</translation>
    </message>
    <message>
        <source>Each player is dealt eight cards, and the first player is chosen at random.</source>
        <translation>Каждому игроку сдают по восемь карт, первый игрок выбирается случайно.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Draw from the stock or take the latest discard, then discard one card to return to eight. Your first turn must draw from the stock.</source>
        <translation>Возьмите карту из колоды или заберите последний сброс, затем сбросьте одну карту, чтобы на руке снова было восемь. В свой первый ход нужно брать из колоды.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring.&lt;/b&gt; After discarding you may declare ready (&lt;i&gt;cheki&lt;/i&gt;) if your eight cards make two triples and one identical pair.</source>
        <translation>&lt;b&gt;Объявление.&lt;/b&gt; Сбросив карту, вы можете объявить готовность (&lt;i&gt;чеки&lt;/i&gt;), если ваши восемь карт составляют две тройки и одну одинаковую пару.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Triples.&lt;/b&gt; An ordinary triple may mix suits: a Five of Coins, a Five of Strings and a Five of Myriads make a triple. An honour triple must be three of one kind.</source>
        <translation>&lt;b&gt;Тройки.&lt;/b&gt; Обычная тройка может быть из разных мастей: пятёрка монет, пятёрка связок и пятёрка мириад составляют тройку. Тройка старших карт — это три карты одного вида.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The pair.&lt;/b&gt; The pair must match by suit as well as rank, such as two Twos of Coins, or be two of one honour kind.</source>
        <translation>&lt;b&gt;Пара.&lt;/b&gt; Карты пары должны совпадать и по масти, и по достоинству — например, две двойки монет, — или быть двумя старшими картами одного вида.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair and triple of one rank.&lt;/b&gt; If the pair shares its rank with a triple, those five cards must be two of one suit, two of a second and one of the third: for example two Fives of Coins, two Fives of Strings and one Five of Myriads. You may expose either the Coins pair or the Strings pair as your waiting pair.</source>
        <translation>&lt;b&gt;Пара и тройка одного достоинства.&lt;/b&gt; Если у пары то же достоинство, что у тройки, эти пять карт должны делиться так: две одной масти, две другой и одна третьей — например, две пятёрки монет, две пятёрки связок и одна пятёрка мириад. Ожидающей парой можно открыть как пару монет, так и пару связок.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After declaring.&lt;/b&gt; This table plays the public-waiting-pair variant. Your eight declared cards are locked, and your waiting pair is shown face up. From then on you draw a new card and discard that same card.</source>
        <translation>&lt;b&gt;После объявления.&lt;/b&gt; За этим столом играют вариант с открытой ожидающей парой. Восемь объявленных карт фиксируются, а ожидающая пара выкладывается лицом вверх. С этого момента вы берёте новую карту и сразу сбрасываете её же.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Winning.&lt;/b&gt; A third exact match of your waiting pair wins automatically, even out of turn, whether you draw it yourself or an opponent draws or discards it. When several players can win on the same card, normal rotation order decides.</source>
        <translation>&lt;b&gt;Выигрыш.&lt;/b&gt; Третья точно такая же карта к вашей ожидающей паре выигрывает автоматически, даже не в ваш ход, — вытянули ли вы её сами или её вытянул либо сбросил соперник. Если на одной карте могут выиграть несколько игроков, решает обычный порядок хода.</translation>
    </message>
    <message>
        <source>Scoring and end</source>
        <translation>Итог и конец партии</translation>
    </message>
    <message>
        <source>After any declaration, draws from the stock are public. A win scores a multiplier that depends on where the winning card comes from:</source>
        <translation>После любого объявления карты из колоды берут в открытую. Выигрыш приносит множитель, который зависит от того, откуда пришла выигрышная карта:</translation>
    </message>
    <message>
        <source>Winning card</source>
        <translation>Выигрышная карта</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Множитель</translation>
    </message>
    <message>
        <source>Drawn by the winner (self-drawn)</source>
        <translation>Вытянута самим победителем (с добора)</translation>
    </message>
    <message>
        <source>Discarded by an opponent</source>
        <translation>Сброшена соперником</translation>
    </message>
    <message>
        <source>Drawn by an opponent</source>
        <translation>Вытянута соперником</translation>
    </message>
    <message>
        <source>The result shows the win multiplier; there is no cash or match total. If the last stock draw brings no winner, the deal is a draw.</source>
        <translation>В результате показан множитель выигрыша; денег и общего счёта матча нет. Если последняя карта из колоды не принесла победителя, партия заканчивается вничью.</translation>
    </message>
    <message>
        <source>The pack</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>The game uses 120 cards: three money suits and three honours.</source>
        <translation>В игре 120 карт: три денежные масти и три вида старших карт.</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Масть</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Достоинства</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Копии</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Coins (餅)</source>
        <translation>Монеты (餅)</translation>
    </message>
    <message>
        <source>Strings (索)</source>
        <translation>Связки (索)</translation>
    </message>
    <message>
        <source>Myriads (萬)</source>
        <translation>Мириады (萬)</translation>
    </message>
    <message>
        <source>Honours: Old Thousand 老千, Red Flower 紅花, White Flower 白花</source>
        <translation>Старшие карты: Старая тысяча 老千, Красный цветок 紅花, Белый цветок 白花</translation>
    </message>
    <message>
        <source>4 each</source>
        <translation>по 4</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>Уточнения правил</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring is the only way to win.&lt;/b&gt; Eight ready cards, then a declaration, then the third exact match of the exposed pair. A hand that is complete without a declaration does not win. Declaring is your choice when you are ready; nobody is ever forced to declare.</source>
        <translation>&lt;b&gt;Выиграть можно только после объявления.&lt;/b&gt; Восемь готовых карт, затем объявление, затем третья точно такая же карта к открытой паре. Рука, собранная без объявления, не выигрывает. Объявлять или нет, когда рука готова, решаете вы сами: никого не заставляют объявлять.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ready hands.&lt;/b&gt; A ready hand is two triples, each three cards of one rank in any suits or three of one honour kind, plus one pair identical in suit and rank, or two of one honour kind. The two triples may share a rank.</source>
        <translation>&lt;b&gt;Готовая рука.&lt;/b&gt; Готовая рука — это две тройки (в каждой три карты одного достоинства любых мастей или три старшие карты одного вида) плюс одна пара, одинаковая по масти и достоинству, или две старшие карты одного вида. У двух троек может быть одно достоинство.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair and triple of one rank.&lt;/b&gt; The five cards must split two, two and one by suit; three identical cards plus a pair of the same rank is not ready. A hand is ready when at least one way of arranging it into two triples and a pair meets every condition.</source>
        <translation>&lt;b&gt;Пара и тройка одного достоинства.&lt;/b&gt; Пять карт должны делиться по мастям как две, две и одна; три одинаковые карты плюс пара того же достоинства — рука не готовая. Рука готова, если хотя бы один способ разложить её на две тройки и пару удовлетворяет всем условиям.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Choosing your pair.&lt;/b&gt; In the two-two-one case you choose which pair to expose when you declare. The choice is final: only the third copy of that pair wins.</source>
        <translation>&lt;b&gt;Выбор пары.&lt;/b&gt; В случае «две-две-одна» вы при объявлении выбираете, какую пару открыть. Выбор окончательный: выигрывает только третья копия именно этой пары.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A dead wait.&lt;/b&gt; A wait can die when both remaining copies of the pair are visible elsewhere. The hand stays locked; a declaration cannot be withdrawn.</source>
        <translation>&lt;b&gt;Мёртвое ожидание.&lt;/b&gt; Ожидание умирает, если обе оставшиеся копии карт пары уже видны в другом месте. Рука остаётся зафиксированной: объявление отменить нельзя.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Public draws.&lt;/b&gt; Once anyone has declared, every stock draw is shown face up before the drawer may use it.</source>
        <translation>&lt;b&gt;Открытый добор.&lt;/b&gt; Как только кто-нибудь объявил чеки, каждая карта из колоды показывается лицом вверх, прежде чем взявший сможет ею распорядиться.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who wins first.&lt;/b&gt; On a drawn card the drawer is checked first if declared (self-drawn, ×3), then the others in rotation from the drawer (×1). On a discard the checks rotate from the seat after the discarder (×2).</source>
        <translation>&lt;b&gt;Кто выигрывает первым.&lt;/b&gt; На вытянутой карте сначала проверяют вытянувшего, если он объявил чеки (с добора, ×3), затем остальных по порядку хода от него (×1). На сброшенной карте проверки идут по кругу, начиная со следующего после сбросившего игрока (×2).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declared players.&lt;/b&gt; A declared player draws from the stock only, and a drawn card that does not win is discarded at once. A declared player never takes a discard except to win with it.</source>
        <translation>&lt;b&gt;Объявившие игроки.&lt;/b&gt; Объявивший игрок берёт карты только из колоды, а вытянутую карту, если она не выигрывает, сразу сбрасывает. Сброс объявивший игрок забирает только для выигрыша.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The latest discard.&lt;/b&gt; This is the discard made just before your turn. You may not take it and discard the same card in the same turn.</source>
        <translation>&lt;b&gt;Последний сброс.&lt;/b&gt; Это карта, сброшенная прямо перед вашим ходом. Нельзя забрать её и в тот же ход сбросить ту же карту.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What is shown.&lt;/b&gt; Only the declared pair is face up. The two triples stay face down, but locked.</source>
        <translation>&lt;b&gt;Что открыто.&lt;/b&gt; Лицом вверх лежит только объявленная пара. Обе тройки остаются закрытыми, но зафиксированными.</translation>
    </message>
    <message>
        <source>&lt;b&gt;First turns.&lt;/b&gt; Every player&apos;s first turn must draw from the stock, not only the first turn of the deal. A ready hand dealt to you can be declared only after your first draw and discard.</source>
        <translation>&lt;b&gt;Первые ходы.&lt;/b&gt; В свой первый ход каждый игрок обязан брать из колоды, а не только тот, кто ходит первым в партии. Готовую руку, полученную при сдаче, можно объявить только после вашего первого добора и сброса.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn deal.&lt;/b&gt; The deal is drawn once the win checks on the last stock card, and on its discard, find no winner.</source>
        <translation>&lt;b&gt;Ничья.&lt;/b&gt; Партия заканчивается вничью, если проверки на выигрыш на последней карте колоды и на её сбросе не нашли победителя.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Direction of play.&lt;/b&gt; Play runs anticlockwise: you, then the player on your right, then the player on your left. Win checks follow the same rotation.</source>
        <translation>&lt;b&gt;Направление игры.&lt;/b&gt; Играют против часовой стрелки: вы, затем игрок справа от вас, затем игрок слева. Проверки на выигрыш идут в том же порядке.</translation>
    </message>
    <message>
        <source>Old Thousand 老千</source>
        <translation>Старая тысяча 老千</translation>
    </message>
    <message>
        <source>Red Flower 紅花</source>
        <translation>Красный цветок 紅花</translation>
    </message>
    <message>
        <source>White Flower 白花</source>
        <translation>Белый цветок 白花</translation>
    </message>
</context>
<context>
    <name>RulesMahjong</name>
    <message>
        <source>Chinese Official Mahjong (MCR)</source>
        <translation>Китайский официальный маджонг (MCR)</translation>
    </message>
    <message>
        <source>Chinese Official Mahjong comes from China and is played with 144 tiles. This table seats four players, you against three AI, for one deal. Find scoring patterns in your hand and reach eight points under the Chinese Official rules (the Mahjong Competition Rules, or MCR), with flower points counted separately.</source>
        <translation>Китайский официальный маджонг пришёл из Китая; играют набором из 144 костей. За этим столом четверо — вы и три ИИ, партия одна. Собирайте в руке выигрышные комбинации и наберите восемь очков по китайским официальным правилам (Mahjong Competition Rules, MCR); очки за цветы считаются отдельно.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Цель игры</translation>
    </message>
    <message>
        <source>A winning hand needs at least eight points before flowers. All four players compete individually; the first valid win ends the deal.</source>
        <translation>Для выигрышной руки нужно не меньше восьми очков без учёта цветов. Все четыре игрока играют каждый за себя; первый правильный маджонг заканчивает партию.</translation>
    </message>
    <message>
        <source>If the wall runs out with no winner, the deal is a draw.</source>
        <translation>Если стена кончилась, а победителя нет, партия заканчивается вничью.</translation>
    </message>
    <message>
        <source>Tiles and sets</source>
        <translation>Кости и наборы</translation>
    </message>
    <message>
        <source>&lt;b&gt;Suits:&lt;/b&gt; characters, bamboo and dots, each numbered 1 to 9. The 1s and 9s are &lt;b&gt;terminals&lt;/b&gt;; 2 to 8 are &lt;b&gt;simples&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Масти:&lt;/b&gt; символы, бамбуки и точки, в каждой масти номера от 1 до 9. Единицы и девятки — &lt;b&gt;терминальные&lt;/b&gt; кости, от 2 до 8 — &lt;b&gt;простые&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Honors:&lt;/b&gt; the four winds (East, South, West, North) and the three dragons (red, green, white).</source>
        <translation>&lt;b&gt;Благородные:&lt;/b&gt; четыре ветра (Восток, Юг, Запад, Север) и три дракона (красный, зелёный, белый).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Flowers:&lt;/b&gt; eight bonus tiles. They are never part of a hand&apos;s sets; each one is worth 1 point.</source>
        <translation>&lt;b&gt;Цветы:&lt;/b&gt; восемь бонусных костей. Они никогда не входят в наборы руки; каждый приносит 1 очко.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chow:&lt;/b&gt; three consecutive tiles of one suit. &lt;b&gt;Pung:&lt;/b&gt; three identical tiles. &lt;b&gt;Kong:&lt;/b&gt; four identical tiles. &lt;b&gt;Pair:&lt;/b&gt; two identical tiles.</source>
        <translation>&lt;b&gt;Чоу:&lt;/b&gt; три кости одной масти подряд. &lt;b&gt;Панг:&lt;/b&gt; три одинаковые кости. &lt;b&gt;Конг:&lt;/b&gt; четыре одинаковые кости. &lt;b&gt;Пара:&lt;/b&gt; две одинаковые кости.</translation>
    </message>
    <message>
        <source>A set made with a claimed discard is &lt;b&gt;melded&lt;/b&gt; and shown on the table; a set built only from your own draws is &lt;b&gt;concealed&lt;/b&gt;.</source>
        <translation>Набор, собранный с помощью заявленного сброса, — &lt;b&gt;открытый&lt;/b&gt;, он выкладывается на стол; набор только из собственных костей — &lt;b&gt;закрытый&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted tiles:&lt;/b&gt; the runs 1-4-7, 2-5-8 and 3-6-9, each in a different suit. All nine together form a &lt;b&gt;knitted straight&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Переплетённые кости:&lt;/b&gt; ряды 1-4-7, 2-5-8 и 3-6-9, каждый в своей масти. Все девять вместе образуют &lt;b&gt;переплетённый стрит&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fan:&lt;/b&gt; a scoring pattern. A hand&apos;s points are the sum of its fan.</source>
        <translation>&lt;b&gt;Фан:&lt;/b&gt; выигрышная комбинация, за которую дают очки. Очки руки — сумма её фанов.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>144 tiles: characters, bamboo and dots 1 to 9 (four of each), four of each wind and dragon, and eight flowers (plum, orchid, chrysanthemum, bamboo; spring, summer, autumn, winter).</source>
        <translation>144 кости: символы, бамбуки и точки от 1 до 9 (по четыре каждой), по четыре кости каждого ветра и дракона и восемь цветов (слива, орхидея, хризантема, бамбук; весна, лето, осень, зима).</translation>
    </message>
    <message>
        <source>Each flower is worth 1 bonus point.</source>
        <translation>Каждый цветок приносит 1 бонусное очко.</translation>
    </message>
    <message>
        <source>The dealer receives 14 tiles, the others 13.</source>
        <translation>Сдающий получает 14 костей, остальные — по 13.</translation>
    </message>
    <message>
        <source>Flowers are exposed at once and replaced from the end of the wall, again if the replacement is also a flower.</source>
        <translation>Цветы сразу выкладываются и заменяются костями с конца стены — снова, если и замена оказалась цветком.</translation>
    </message>
    <message>
        <source>The prevalent (round) wind is East. Seat winds run East, South, West, North from the dealer.</source>
        <translation>Ветер раунда — Восток. Ветры мест идут от сдающего: Восток, Юг, Запад, Север.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>On your turn, draw a tile, then discard one: select a tile and confirm the discard. The four copies of a tile look alike, but each is its own tile, and you choose exactly which one you play.</source>
        <translation>В свой ход возьмите кость из стены, затем сбросьте одну: выберите кость и подтвердите сброс. Четыре копии кости выглядят одинаково, но каждая — отдельная кость, и вы сами выбираете, какую именно сбросить.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Claiming a discard.&lt;/b&gt; When a tile is discarded, the other players may claim it:</source>
        <translation>&lt;b&gt;Заявка на сброс.&lt;/b&gt; Когда кость сброшена, остальные игроки могут её заявить:</translation>
    </message>
    <message>
        <source>Any other player may claim a discard to complete a win, a pung or an exposed kong. Only the next player may chow it.</source>
        <translation>Любой другой игрок может заявить сброс, чтобы объявить маджонг, панг или открытый конг. Чоу может объявить только следующий игрок.</translation>
    </message>
    <message>
        <source>All responses are collected before the tile is awarded. A win beats a pung or kong, which beats a chow.</source>
        <translation>Кость отдают только после того, как собраны все ответы. Маджонг старше панга и конга, а они старше чоу.</translation>
    </message>
    <message>
        <source>Equal claims follow seating order after the discarder.</source>
        <translation>Равные заявки решаются порядком мест после сбросившего.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kongs.&lt;/b&gt; A kong counts as one set of the hand:</source>
        <translation>&lt;b&gt;Конги.&lt;/b&gt; Конг считается одним набором руки:</translation>
    </message>
    <message>
        <source>Four matching tiles in your hand may be declared a concealed kong. A fourth tile may extend an exposed pung into an added kong.</source>
        <translation>Четыре одинаковые кости в руке можно объявить закрытым конгом. Четвёртой костью можно достроить открытый панг до конга.</translation>
    </message>
    <message>
        <source>After any kong, draw a replacement tile from the end of the wall, then discard. A kong may be declared only while a replacement tile is available.</source>
        <translation>После любого конга возьмите замещающую кость с конца стены, затем сбросьте. Объявить конг можно только пока есть замещающая кость.</translation>
    </message>
    <message>
        <source>An added kong can be robbed: another player may win on the tile you add. A concealed kong cannot be robbed.</source>
        <translation>Достроенный конг можно ограбить: другой игрок может объявить маджонг на добавленной вами кости. Закрытый конг ограбить нельзя.</translation>
    </message>
    <message>
        <source>After a chow or pung, you discard before you can declare a concealed or added kong.</source>
        <translation>После чоу или панга сначала сбросьте кость, и только потом можно объявить закрытый или достроенный конг.</translation>
    </message>
    <message>
        <source>Winning hands and scoring</source>
        <translation>Выигрышные руки и подсчёт очков</translation>
    </message>
    <message>
        <source>A standard win is four melds (chows, pungs or kongs) and a pair. These special hands also win:</source>
        <translation>Обычный маджонг — это четыре набора (чоу, панги или конги) и пара. Выигрывают также особые руки:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seven Pairs:&lt;/b&gt; any seven pairs.</source>
        <translation>&lt;b&gt;Семь пар:&lt;/b&gt; любые семь пар.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seven Shifted Pairs:&lt;/b&gt; seven pairs of consecutive numbers in one suit.</source>
        <translation>&lt;b&gt;Семь последовательных пар:&lt;/b&gt; семь пар одной масти с номерами подряд.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Thirteen Orphans:&lt;/b&gt; one of each terminal and honor, plus a second copy of any one of them.</source>
        <translation>&lt;b&gt;Тринадцать сирот:&lt;/b&gt; по одной каждой терминальной и благородной кости и ещё одна копия любой из них.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lesser Honors and Knitted Tiles:&lt;/b&gt; fourteen different single tiles, taken from the knitted runs and the honors.</source>
        <translation>&lt;b&gt;Младшие благородные и переплетённые кости:&lt;/b&gt; четырнадцать разных одиночных костей из переплетённых рядов и благородных.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Greater Honors and Knitted Tiles:&lt;/b&gt; the same, with all seven honors among them.</source>
        <translation>&lt;b&gt;Старшие благородные и переплетённые кости:&lt;/b&gt; то же самое, но среди них все семь благородных.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted Straight hands:&lt;/b&gt; the nine knitted tiles plus one more set and a pair.</source>
        <translation>&lt;b&gt;Руки с переплетённым стритом:&lt;/b&gt; девять переплетённых костей плюс ещё один набор и пара.</translation>
    </message>
    <message>
        <source>Your hand is scored with the highest valid total under MCR values and exclusions. Winds, dragons, concealed pungs, kongs, waits and the way you won all count.</source>
        <translation>Рука засчитывается по наибольшей допустимой сумме с учётом стоимости фанов MCR и исключений. Учитываются ветры, драконы, закрытые панги, конги, ожидания и то, как был получен маджонг.</translation>
    </message>
    <message>
        <source>Some fan already include others, and the included fan are not counted again. For example, Big Four Winds is not also scored as Big Three Winds, Prevalent Wind or Seat Wind, and Seven Pairs is not also scored as Concealed Hand or Single Wait.</source>
        <translation>Некоторые фаны уже включают в себя другие, и включённые фаны повторно не считаются. Например, «Большие четыре ветра» не засчитываются ещё и как «Большие три ветра», «Ветер раунда» или «Ветер места», а «Семь пар» — как «Закрытая рука» или «Ожидание на одну кость».</translation>
    </message>
    <message>
        <source>Flowers are added only after the eight-point minimum is met.</source>
        <translation>Цветы добавляются только после того, как набран минимум в восемь очков.</translation>
    </message>
    <message>
        <source>The 81 fan</source>
        <translation>81 фан</translation>
    </message>
    <message>
        <source>These are all the scoring patterns of the Chinese Official rules, from the highest value to the lowest. Flower Tiles scores 1 point for each flower.</source>
        <translation>Здесь перечислены все выигрышные комбинации китайских официальных правил, от самой дорогой до самой дешёвой. «Цветы» приносят по 1 очку за каждый цветок.</translation>
    </message>
    <message>
        <source>Under each fan, a winning hand that scores it, set by set: a bar under a set means it was claimed, a concealed kong shows two tiles face down, and the framed tile is the one the hand wins on.</source>
        <translation>Под каждым фаном — выигрышная рука с ним, по комбинациям: черта под комбинацией значит, что она взята заявкой, у закрытого конга две кости лежат рубашкой вверх, а кость в рамке — та, на которой рука выигрывает.</translation>
    </message>
    <message>
        <source>Fan</source>
        <translation>Фан</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Big Four Winds</source>
        <translation>Большие четыре ветра</translation>
    </message>
    <message>
        <source>Pungs or kongs of all four winds.</source>
        <translation>Панги или конги всех четырёх ветров.</translation>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <translation>Большие три дракона</translation>
    </message>
    <message>
        <source>Pungs or kongs of all three dragons.</source>
        <translation>Панги или конги всех трёх драконов.</translation>
    </message>
    <message>
        <source>All Green</source>
        <translation>Всё зелёное</translation>
    </message>
    <message>
        <source>Green tiles only: 2, 3, 4, 6 and 8 of bamboo and the Green Dragon.</source>
        <translation>Только зелёные кости: бамбуки 2, 3, 4, 6 и 8 и Зелёный дракон.</translation>
    </message>
    <message>
        <source>Nine Gates</source>
        <translation>Девять врат</translation>
    </message>
    <message>
        <source>1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit, concealed, winning on any tile of that suit.</source>
        <translation>1-1-1-2-3-4-5-6-7-8-9-9-9 одной масти, закрыто, с выигрышем на любой кости этой масти.</translation>
    </message>
    <message>
        <source>Four Kongs</source>
        <translation>Четыре конга</translation>
    </message>
    <message>
        <source>Four kongs, melded or concealed.</source>
        <translation>Четыре конга, открытых или закрытых.</translation>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <translation>Семь последовательных пар</translation>
    </message>
    <message>
        <source>Seven pairs of one suit in consecutive ranks.</source>
        <translation>Семь пар одной масти подряд по достоинству.</translation>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <translation>Тринадцать сирот</translation>
    </message>
    <message>
        <source>One of each 1, 9 and honor, and a second of any one of them.</source>
        <translation>По одной каждой единице, девятке и благородной кости и ещё одна любая из них.</translation>
    </message>
    <message>
        <source>All Terminals</source>
        <translation>Только терминальные</translation>
    </message>
    <message>
        <source>Pungs and a pair of 1s and 9s only.</source>
        <translation>Панги и пара только из единиц и девяток.</translation>
    </message>
    <message>
        <source>Little Four Winds</source>
        <translation>Малые четыре ветра</translation>
    </message>
    <message>
        <source>Pungs of three winds and a pair of the fourth.</source>
        <translation>Панги трёх ветров и пара четвёртого.</translation>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <translation>Малые три дракона</translation>
    </message>
    <message>
        <source>Pungs of two dragons and a pair of the third.</source>
        <translation>Панги двух драконов и пара третьего.</translation>
    </message>
    <message>
        <source>All Honors</source>
        <translation>Только благородные</translation>
    </message>
    <message>
        <source>Winds and dragons only.</source>
        <translation>Только ветры и драконы.</translation>
    </message>
    <message>
        <source>Four Concealed Pungs</source>
        <translation>Четыре закрытых панга</translation>
    </message>
    <message>
        <source>Four pungs or kongs made without claiming a discard.</source>
        <translation>Четыре панга или конга, собранных без заявки на сброс.</translation>
    </message>
    <message>
        <source>Pure Terminal Chows</source>
        <translation>Чистые терминальные чоу</translation>
    </message>
    <message>
        <source>In one suit: 1-2-3 and 7-8-9 twice each, and a pair of 5s.</source>
        <translation>В одной масти: 1-2-3 и 7-8-9 по два раза и пара пятёрок.</translation>
    </message>
    <message>
        <source>Quadruple Chow</source>
        <translation>Четыре одинаковых чоу</translation>
    </message>
    <message>
        <source>The same chow four times in one suit.</source>
        <translation>Одно и то же чоу четыре раза в одной масти.</translation>
    </message>
    <message>
        <source>Four Pure Shifted Pungs</source>
        <translation>Четыре чистых сдвинутых панга</translation>
    </message>
    <message>
        <source>Four pungs of one suit in consecutive ranks.</source>
        <translation>Четыре панга одной масти подряд по достоинству.</translation>
    </message>
    <message>
        <source>Four Pure Shifted Chows</source>
        <translation>Четыре чистых сдвинутых чоу</translation>
    </message>
    <message>
        <source>Four chows of one suit, each one rank (or each two ranks) above the last.</source>
        <translation>Четыре чоу одной масти, каждое на одну ступень (или каждое на две) выше предыдущего.</translation>
    </message>
    <message>
        <source>Three Kongs</source>
        <translation>Три конга</translation>
    </message>
    <message>
        <source>Three kongs, melded or concealed.</source>
        <translation>Три конга, открытых или закрытых.</translation>
    </message>
    <message>
        <source>All Terminals and Honors</source>
        <translation>Только терминальные и благородные</translation>
    </message>
    <message>
        <source>Pungs and a pair of 1s, 9s and honors only.</source>
        <translation>Панги и пара только из единиц, девяток и благородных костей.</translation>
    </message>
    <message>
        <source>Seven Pairs</source>
        <translation>Семь пар</translation>
    </message>
    <message>
        <source>Seven pairs, concealed.</source>
        <translation>Семь пар, закрыто.</translation>
    </message>
    <message>
        <source>Greater Honors and Knitted Tiles</source>
        <translation>Старшие благородные и переплетённые кости</translation>
    </message>
    <message>
        <source>All seven honors once each, with seven tiles of 1-4-7, 2-5-8 and 3-6-9, each in its own suit.</source>
        <translation>Все семь благородных костей по одной и семь костей из 1-4-7, 2-5-8 и 3-6-9, каждая тройка в своей масти.</translation>
    </message>
    <message>
        <source>All Even Pungs</source>
        <translation>Все панги чётные</translation>
    </message>
    <message>
        <source>Pungs and a pair of 2s, 4s, 6s and 8s only.</source>
        <translation>Панги и пара только из двоек, четвёрок, шестёрок и восьмёрок.</translation>
    </message>
    <message>
        <source>Full Flush</source>
        <translation>Чистая масть</translation>
    </message>
    <message>
        <source>Tiles of one suit only.</source>
        <translation>Кости только одной масти.</translation>
    </message>
    <message>
        <source>Pure Triple Chow</source>
        <translation>Три одинаковых чоу</translation>
    </message>
    <message>
        <source>The same chow three times in one suit.</source>
        <translation>Одно и то же чоу три раза в одной масти.</translation>
    </message>
    <message>
        <source>Pure Shifted Pungs</source>
        <translation>Чистые сдвинутые панги</translation>
    </message>
    <message>
        <source>Three pungs of one suit in consecutive ranks.</source>
        <translation>Три панга одной масти подряд по достоинству.</translation>
    </message>
    <message>
        <source>Upper Tiles</source>
        <translation>Верхние кости</translation>
    </message>
    <message>
        <source>7s, 8s and 9s only.</source>
        <translation>Только семёрки, восьмёрки и девятки.</translation>
    </message>
    <message>
        <source>Middle Tiles</source>
        <translation>Средние кости</translation>
    </message>
    <message>
        <source>4s, 5s and 6s only.</source>
        <translation>Только четвёрки, пятёрки и шестёрки.</translation>
    </message>
    <message>
        <source>Lower Tiles</source>
        <translation>Нижние кости</translation>
    </message>
    <message>
        <source>1s, 2s and 3s only.</source>
        <translation>Только единицы, двойки и тройки.</translation>
    </message>
    <message>
        <source>Pure Straight</source>
        <translation>Чистый стрит</translation>
    </message>
    <message>
        <source>1-2-3, 4-5-6 and 7-8-9 of one suit.</source>
        <translation>1-2-3, 4-5-6 и 7-8-9 одной масти.</translation>
    </message>
    <message>
        <source>Three-Suited Terminal Chows</source>
        <translation>Терминальные чоу в трёх мастях</translation>
    </message>
    <message>
        <source>1-2-3 and 7-8-9 of one suit, the same of a second suit, and a pair of 5s of the third.</source>
        <translation>1-2-3 и 7-8-9 одной масти, то же в другой и пара пятёрок третьей.</translation>
    </message>
    <message>
        <source>Pure Shifted Chows</source>
        <translation>Чистые сдвинутые чоу</translation>
    </message>
    <message>
        <source>Three chows of one suit, each one rank (or each two ranks) above the last.</source>
        <translation>Три чоу одной масти, каждое на одну ступень (или каждое на две) выше предыдущего.</translation>
    </message>
    <message>
        <source>All Five</source>
        <translation>Пятёрки во всех наборах</translation>
    </message>
    <message>
        <source>Every set and the pair hold a 5.</source>
        <translation>В каждой комбинации и в паре есть пятёрка.</translation>
    </message>
    <message>
        <source>Triple Pung</source>
        <translation>Тройной панг</translation>
    </message>
    <message>
        <source>Pungs of the same rank in all three suits.</source>
        <translation>Панги одного достоинства во всех трёх мастях.</translation>
    </message>
    <message>
        <source>Three Concealed Pungs</source>
        <translation>Три закрытых панга</translation>
    </message>
    <message>
        <source>Three pungs or kongs made without claiming a discard.</source>
        <translation>Три панга или конга, собранных без заявки на сброс.</translation>
    </message>
    <message>
        <source>Lesser Honors and Knitted Tiles</source>
        <translation>Младшие благородные и переплетённые кости</translation>
    </message>
    <message>
        <source>Fourteen different single tiles: honors and tiles of 1-4-7, 2-5-8 and 3-6-9, each in its own suit.</source>
        <translation>Четырнадцать разных одиночных костей: благородные и кости из 1-4-7, 2-5-8 и 3-6-9, каждая тройка в своей масти.</translation>
    </message>
    <message>
        <source>Knitted Straight</source>
        <translation>Переплетённый стрит</translation>
    </message>
    <message>
        <source>1-4-7, 2-5-8 and 3-6-9, each in its own suit, with a set and a pair.</source>
        <translation>1-4-7, 2-5-8 и 3-6-9, каждая тройка в своей масти, плюс комбинация и пара.</translation>
    </message>
    <message>
        <source>Upper Four</source>
        <translation>Верхняя четвёрка</translation>
    </message>
    <message>
        <source>6s, 7s, 8s and 9s only.</source>
        <translation>Только шестёрки, семёрки, восьмёрки и девятки.</translation>
    </message>
    <message>
        <source>Lower Four</source>
        <translation>Нижняя четвёрка</translation>
    </message>
    <message>
        <source>1s, 2s, 3s and 4s only.</source>
        <translation>Только единицы, двойки, тройки и четвёрки.</translation>
    </message>
    <message>
        <source>Big Three Winds</source>
        <translation>Большие три ветра</translation>
    </message>
    <message>
        <source>Pungs of three winds.</source>
        <translation>Панги трёх ветров.</translation>
    </message>
    <message>
        <source>Mixed Straight</source>
        <translation>Смешанный стрит</translation>
    </message>
    <message>
        <source>1-2-3, 4-5-6 and 7-8-9, each in a different suit.</source>
        <translation>1-2-3, 4-5-6 и 7-8-9, каждая в своей масти.</translation>
    </message>
    <message>
        <source>Reversible Tiles</source>
        <translation>Симметричные кости</translation>
    </message>
    <message>
        <source>Only tiles that look the same upside down: 1, 2, 3, 4, 5, 8, 9 of dots, 2, 4, 5, 6, 8, 9 of bamboo, the White Dragon.</source>
        <translation>Только кости, которые выглядят одинаково вверх ногами: точки 1, 2, 3, 4, 5, 8, 9, бамбуки 2, 4, 5, 6, 8, 9 и Белый дракон.</translation>
    </message>
    <message>
        <source>Mixed Triple Chow</source>
        <translation>Три смешанных чоу</translation>
    </message>
    <message>
        <source>The same chow in all three suits.</source>
        <translation>Одно и то же чоу во всех трёх мастях.</translation>
    </message>
    <message>
        <source>Mixed Shifted Pungs</source>
        <translation>Смешанные сдвинутые панги</translation>
    </message>
    <message>
        <source>Pungs of consecutive ranks, each in a different suit.</source>
        <translation>Панги подряд по достоинству, каждый в своей масти.</translation>
    </message>
    <message>
        <source>Chicken Hand</source>
        <translation>Куриная рука</translation>
    </message>
    <message>
        <source>A winning hand that scores no other fan (flowers aside).</source>
        <translation>Выигрышная рука без других фанов (не считая цветов).</translation>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <translation>Последняя кость стены</translation>
    </message>
    <message>
        <source>Winning on the last tile of the wall, drawn yourself.</source>
        <translation>Выигрыш на последней кости стены, взятой самим.</translation>
    </message>
    <message>
        <source>Last Tile Claim</source>
        <translation>Последний сброс</translation>
    </message>
    <message>
        <source>Winning on the discard of the last tile of the wall.</source>
        <translation>Выигрыш на сбросе последней кости стены.</translation>
    </message>
    <message>
        <source>Out with Replacement Tile</source>
        <translation>Победа на замещающей кости</translation>
    </message>
    <message>
        <source>Winning on the replacement tile drawn after a kong.</source>
        <translation>Выигрыш на замещающей кости, взятой после конга.</translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <translation>Ограбление конга</translation>
    </message>
    <message>
        <source>Winning on the tile another player adds to a melded pung.</source>
        <translation>Выигрыш на кости, которую другой игрок добавляет к открытому пангу.</translation>
    </message>
    <message>
        <source>All Pungs</source>
        <translation>Все панги</translation>
    </message>
    <message>
        <source>Four pungs or kongs and a pair.</source>
        <translation>Четыре панга или конга и пара.</translation>
    </message>
    <message>
        <source>Half Flush</source>
        <translation>Полумасть</translation>
    </message>
    <message>
        <source>Tiles of one suit, with honors.</source>
        <translation>Кости одной масти и благородные кости.</translation>
    </message>
    <message>
        <source>Mixed Shifted Chows</source>
        <translation>Смешанные сдвинутые чоу</translation>
    </message>
    <message>
        <source>Three chows, each in a different suit, each one rank above the last.</source>
        <translation>Три чоу, каждое в своей масти, каждое на одну ступень выше предыдущего.</translation>
    </message>
    <message>
        <source>All Types</source>
        <translation>Все виды</translation>
    </message>
    <message>
        <source>Tiles of all three suits, winds and dragons.</source>
        <translation>Кости всех трёх мастей, ветры и драконы.</translation>
    </message>
    <message>
        <source>Melded Hand</source>
        <translation>Открытая рука</translation>
    </message>
    <message>
        <source>Four claimed sets, winning on a discard that pairs your last tile.</source>
        <translation>Четыре комбинации, взятые заявкой, и выигрыш на сбросе, который дополняет до пары последнюю кость.</translation>
    </message>
    <message>
        <source>Two Concealed Kongs</source>
        <translation>Два закрытых конга</translation>
    </message>
    <message>
        <source>Two kongs declared from the hand.</source>
        <translation>Два конга, объявленных из руки.</translation>
    </message>
    <message>
        <source>Two Dragon Pungs</source>
        <translation>Два панга драконов</translation>
    </message>
    <message>
        <source>Pungs of two dragons.</source>
        <translation>Панги двух драконов.</translation>
    </message>
    <message>
        <source>Outside Hand</source>
        <translation>Терминальные или благородные в каждом наборе</translation>
    </message>
    <message>
        <source>Every set and the pair hold a 1, a 9 or an honor.</source>
        <translation>В каждой комбинации и в паре есть единица, девятка или благородная кость.</translation>
    </message>
    <message>
        <source>Fully Concealed Hand</source>
        <translation>Полностью закрытая рука</translation>
    </message>
    <message>
        <source>No claimed tiles, winning on a tile you drew yourself.</source>
        <translation>Ни одной кости, взятой заявкой, и выигрыш на кости, взятой самим.</translation>
    </message>
    <message>
        <source>Two Melded Kongs</source>
        <translation>Два открытых конга</translation>
    </message>
    <message>
        <source>Two melded kongs.</source>
        <translation>Два открытых конга.</translation>
    </message>
    <message>
        <source>Last Tile</source>
        <translation>Последняя копия</translation>
    </message>
    <message>
        <source>Winning on the last copy of a tile, the other three already in view.</source>
        <translation>Выигрыш на последнем экземпляре кости, когда три других уже на виду.</translation>
    </message>
    <message>
        <source>Dragon Pung</source>
        <translation>Панг драконов</translation>
    </message>
    <message>
        <source>A pung of a dragon.</source>
        <translation>Панг дракона.</translation>
    </message>
    <message>
        <source>Prevalent Wind</source>
        <translation>Ветер раунда</translation>
    </message>
    <message>
        <source>A pung of the round&apos;s wind.</source>
        <translation>Панг ветра раунда.</translation>
    </message>
    <message>
        <source>Seat Wind</source>
        <translation>Ветер места</translation>
    </message>
    <message>
        <source>A pung of your own seat&apos;s wind.</source>
        <translation>Панг ветра вашего места.</translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <translation>Закрытая рука</translation>
    </message>
    <message>
        <source>No claimed sets, winning on a discard.</source>
        <translation>Ни одной комбинации, взятой заявкой, и выигрыш на сбросе.</translation>
    </message>
    <message>
        <source>All Chows</source>
        <translation>Все чоу</translation>
    </message>
    <message>
        <source>Four chows and a pair of suited tiles.</source>
        <translation>Четыре чоу и пара мастевых костей.</translation>
    </message>
    <message>
        <source>Tile Hog</source>
        <translation>Четыре без конга</translation>
    </message>
    <message>
        <source>All four copies of a tile in the hand, but not as a kong.</source>
        <translation>Все четыре экземпляра кости в руке, но не конгом.</translation>
    </message>
    <message>
        <source>Double Pung</source>
        <translation>Двойной панг</translation>
    </message>
    <message>
        <source>Pungs of the same rank in two suits.</source>
        <translation>Панги одного достоинства в двух мастях.</translation>
    </message>
    <message>
        <source>Two Concealed Pungs</source>
        <translation>Два закрытых панга</translation>
    </message>
    <message>
        <source>Two pungs made without claiming a discard.</source>
        <translation>Два панга, собранных без заявки на сброс.</translation>
    </message>
    <message>
        <source>Concealed Kong</source>
        <translation>Закрытый конг</translation>
    </message>
    <message>
        <source>A kong declared from the hand.</source>
        <translation>Конг, объявленный из руки.</translation>
    </message>
    <message>
        <source>All Simples</source>
        <translation>Только простые</translation>
    </message>
    <message>
        <source>No 1s, no 9s and no honors.</source>
        <translation>Ни единиц, ни девяток, ни благородных костей.</translation>
    </message>
    <message>
        <source>Pure Double Chow</source>
        <translation>Два одинаковых чоу</translation>
    </message>
    <message>
        <source>The same chow twice in one suit.</source>
        <translation>Одно и то же чоу дважды в одной масти.</translation>
    </message>
    <message>
        <source>Mixed Double Chow</source>
        <translation>Два смешанных чоу</translation>
    </message>
    <message>
        <source>The same chow in two suits.</source>
        <translation>Одно и то же чоу в двух мастях.</translation>
    </message>
    <message>
        <source>Short Straight</source>
        <translation>Короткий стрит</translation>
    </message>
    <message>
        <source>Two chows of one suit that follow on, such as 1-2-3 and 4-5-6.</source>
        <translation>Два чоу одной масти, идущих друг за другом, например 1-2-3 и 4-5-6.</translation>
    </message>
    <message>
        <source>Two Terminal Chows</source>
        <translation>Два терминальных чоу</translation>
    </message>
    <message>
        <source>1-2-3 and 7-8-9 of one suit.</source>
        <translation>1-2-3 и 7-8-9 одной масти.</translation>
    </message>
    <message>
        <source>Pung of Terminals or Honors</source>
        <translation>Панг терминальных или благородных</translation>
    </message>
    <message>
        <source>A pung of 1s or 9s, or of a wind that is neither the round&apos;s nor your seat&apos;s.</source>
        <translation>Панг единиц или девяток либо ветра, который не ветер раунда и не ветер вашего места.</translation>
    </message>
    <message>
        <source>Melded Kong</source>
        <translation>Открытый конг</translation>
    </message>
    <message>
        <source>A kong made with a discard, or added to a melded pung.</source>
        <translation>Конг, собранный на сбросе или достроенный из открытого панга.</translation>
    </message>
    <message>
        <source>One Voided Suit</source>
        <translation>Без одной масти</translation>
    </message>
    <message>
        <source>No tiles of one of the three suits.</source>
        <translation>Нет костей одной из трёх мастей.</translation>
    </message>
    <message>
        <source>No Honors</source>
        <translation>Без благородных</translation>
    </message>
    <message>
        <source>No winds and no dragons.</source>
        <translation>Ни ветров, ни драконов.</translation>
    </message>
    <message>
        <source>Edge Wait</source>
        <translation>Ожидание с края</translation>
    </message>
    <message>
        <source>Waiting only on the 3 after 1-2, or the 7 before 8-9, and winning on it.</source>
        <translation>Ожидание только тройки после 1-2 или семёрки перед 8-9 и выигрыш на ней.</translation>
    </message>
    <message>
        <source>Closed Wait</source>
        <translation>Ожидание в середине</translation>
    </message>
    <message>
        <source>Waiting only on the middle tile of a chow, and winning on it.</source>
        <translation>Ожидание только средней кости чоу и выигрыш на ней.</translation>
    </message>
    <message>
        <source>Single Wait</source>
        <translation>Ожидание на одну кость</translation>
    </message>
    <message>
        <source>Waiting only on the tile that pairs a single one, and winning on it.</source>
        <translation>Ожидание только кости, которая дополняет одиночную до пары, и выигрыш на ней.</translation>
    </message>
    <message>
        <source>Self-Drawn</source>
        <translation>С добора</translation>
    </message>
    <message>
        <source>Winning on a tile you drew yourself.</source>
        <translation>Выигрыш на кости, взятой самим.</translation>
    </message>
    <message>
        <source>Flower Tiles</source>
        <translation>Цветы</translation>
    </message>
    <message>
        <source>One point for each flower shown, counted after the 8-point minimum.</source>
        <translation>По одному очку за каждый открытый цветок, сверх минимума в 8 очков.</translation>
    </message>
    <message>
        <source>Settlement and end</source>
        <translation>Расчёт и конец партии</translation>
    </message>
    <message>
        <source>&lt;b&gt;Self-drawn win:&lt;/b&gt; each opponent pays 8 plus the hand total.</source>
        <translation>&lt;b&gt;Маджонг с добора:&lt;/b&gt; каждый соперник платит 8 плюс стоимость руки.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Win on a discard:&lt;/b&gt; the discarder pays 8 plus the hand total; each of the other two opponents pays 8.</source>
        <translation>&lt;b&gt;Маджонг со сброса:&lt;/b&gt; сбросивший платит 8 плюс стоимость руки; каждый из двух других соперников платит 8.</translation>
    </message>
    <message>
        <source>The hand total includes flowers.</source>
        <translation>Стоимость руки включает цветы.</translation>
    </message>
    <message>
        <source>When several players declare a win on the same discard, only the nearest player after the discarder wins.</source>
        <translation>Если на один сброс маджонг объявляют несколько игроков, выигрывает только ближайший после сбросившего.</translation>
    </message>
    <message>
        <source>Payments are shown as points; no money is involved.</source>
        <translation>Выплаты показаны в очках; деньги не используются.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Example:&lt;/i&gt; you win with a 10-point hand and two flowers, a total of 12. If you drew the winning tile yourself, each opponent pays you 20, 60 in all. If you won on a discard, the discarder pays 20 and the other two pay 8 each, 36 in all.</source>
        <translation>&lt;i&gt;Пример:&lt;/i&gt; вы собрали маджонг на 10 очков и у вас два цветка — всего 12. Если вы сами взяли выигрышную кость из стены, каждый соперник платит вам 20, всего 60. Если вы выиграли со сброса, сбросивший платит 20, а двое других — по 8, всего 36.</translation>
    </message>
    <message>
        <source>If a player needs to draw and no tile is left in the wall, the deal is a draw and nobody pays.</source>
        <translation>Если игроку нужно взять кость, а в стене ничего не осталось, партия заканчивается вничью и никто не платит.</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>Уточнения правил</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paying for a discard win.&lt;/b&gt; The discarder pays 8 plus the total, and &lt;i&gt;each&lt;/i&gt; of the other two opponents pays 8, as in standard MCR.</source>
        <translation>&lt;b&gt;Оплата маджонга со сброса.&lt;/b&gt; Сбросивший платит 8 плюс стоимость руки, и &lt;i&gt;каждый&lt;/i&gt; из двух других соперников платит 8, как в стандартных MCR.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Special wins.&lt;/b&gt; Winning on a kong replacement tile (Out with Replacement Tile), Robbing the Kong, winning on the last tile of the wall (Last Tile Draw or Last Tile Claim) and Last Tile (the fourth copy of a tile, the other three already visible) are scored as MCR defines them.</source>
        <translation>&lt;b&gt;Особые выигрыши.&lt;/b&gt; «Победа на замещающей кости» (после конга), «Ограбление конга», победа на последней кости стены («Последняя кость стены» или «Последний сброс») и «Последняя копия» (четвёртая копия кости, когда остальные три уже видны) засчитываются так, как их определяют MCR.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The last tile of the wall.&lt;/b&gt; It is drawn normally, and its discard can still be won.</source>
        <translation>&lt;b&gt;Последняя кость стены.&lt;/b&gt; Её берут как обычно, и на её сброс тоже можно объявить маджонг.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The wall.&lt;/b&gt; All 144 tiles form the wall. There is no dead wall apart from the replacement draws from its end. The deal is drawn when a player would need to draw and no tile is left.</source>
        <translation>&lt;b&gt;Стена.&lt;/b&gt; Все 144 кости образуют стену. Мёртвой стены нет, кроме замещающих костей, которые берут с её конца. Партия заканчивается вничью, когда игроку нужно взять кость, а в стене ничего не осталось.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chicken Hand.&lt;/b&gt; A hand that scores no other fan still wins as Chicken Hand, worth 8 points. Flowers never help reach the 8-point minimum.</source>
        <translation>&lt;b&gt;Куриная рука.&lt;/b&gt; Рука, не набравшая ни одного другого фана, всё равно выигрывает как «Куриная рука» и стоит 8 очков. Цветы никогда не помогают набрать минимум в 8 очков.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring a win.&lt;/b&gt; Only a win worth at least 8 points before flowers can be declared: you are offered &lt;i&gt;Hu&lt;/i&gt; only then, and an AI never declares a smaller win.</source>
        <translation>&lt;b&gt;Объявление маджонга.&lt;/b&gt; Объявить можно только выигрыш стоимостью не меньше 8 очков без цветов: лишь тогда вам предложат &lt;i&gt;Ху&lt;/i&gt;, и ИИ никогда не объявляет более дешёвый выигрыш.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Several winners.&lt;/b&gt; When more than one player declares a win on the same discard, only the nearest claimant after the discarder wins (head bump).</source>
        <translation>&lt;b&gt;Несколько победителей.&lt;/b&gt; Если маджонг на один сброс объявляют несколько игроков, выигрывает только ближайший к сбросившему по порядку хода (право ближайшего).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seats.&lt;/b&gt; The dealer (East) is chosen at random for the deal. Play runs anticlockwise: East, then South on East&apos;s right, West opposite and North on East&apos;s left. You always sit at the bottom of the table, whatever your wind.</source>
        <translation>&lt;b&gt;Места.&lt;/b&gt; Сдающий (Восток) выбирается на партию случайно. Играют против часовой стрелки: Восток, затем Юг справа от Востока, Запад напротив и Север слева от Востока. Вы всегда сидите внизу стола, какой бы ни был ваш ветер.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is forced.&lt;/b&gt; You may always pass on a claim, and you may decline a self-drawn win. Nobody has to claim or to win.</source>
        <translation>&lt;b&gt;Ничто не обязательно.&lt;/b&gt; От заявки всегда можно отказаться, и от маджонга с добора — тоже. Никто не обязан заявлять или выигрывать.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted straight.&lt;/b&gt; The nine knitted tiles are always concealed: they cannot be claimed into the straight. The hand&apos;s remaining set may be exposed, as in MCR.</source>
        <translation>&lt;b&gt;Переплетённый стрит.&lt;/b&gt; Девять переплетённых костей всегда закрытые: заявлять сброс в стрит нельзя. Оставшийся набор руки может быть открытым, как в MCR.</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Назад к играм</translation>
    </message>
    <message>
        <source>Back to the games (Esc)</source>
        <translation>Назад к играм (Esc)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Содержание</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Правила игры «%1»</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Начать партию: %1</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Скоро</translation>
    </message>
</context>
<context>
    <name>RulesSiSePai</name>
    <message>
        <source>Sì Sè Pái (Four Color Cards)</source>
        <translation>Четырёхцветные карты (сы сэ пай)</translation>
    </message>
    <message>
        <source>Sì Sè Pái (Four Color Cards, 四色牌) belongs to the Southern Fujian tradition of China. Its traditional pack has 120 cards: chess pieces and soldiers in four colours, Red, Yellow, White and Green. This table seats four players, you against three AI, for one deal. Use command groups, field groups, identical sets and mixed-colour soldier groups to meld all 21 cards, including the new card.</source>
        <translation>Четырёхцветные карты (сы сэ пай, 四色牌) — игра из традиции Южной Фуцзяни, Китай. В традиционной колоде 120 карт: шахматные фигуры и солдаты четырёх цветов — красного, жёлтого, белого и зелёного. За этим столом четверо — вы и три ИИ, партия одна. Из командных и полевых групп, групп одинаковых карт и разноцветных групп солдат нужно сложить все 21 карту, включая новую.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Цель игры</translation>
    </message>
    <message>
        <source>You and the three AI players each play for yourselves. The first player whose 21 cards all form legal melds after taking a new card wins.</source>
        <translation>Вы и три игрока ИИ играете каждый за себя. Выигрывает тот, кто первым после взятия новой карты разложит все свои 21 карту на допустимые комбинации.</translation>
    </message>
    <message>
        <source>If the stock runs out with no winner, the deal is a draw.</source>
        <translation>Если колода кончилась, а победителя нет, партия заканчивается вничью.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>This table plays Wei-Hwa Huang&apos;s flower-card variant: 112 chess cards and five flowers, 117 cards in all. The blank and title cards are left out.</source>
        <translation>За этим столом играют вариант Вэй-Хва Хуана с цветами: 112 шахматных карт и пять цветов, всего 117 карт. Пустые и титульные карты убраны.</translation>
    </message>
    <message>
        <source>Each flower forms a meld of its own. Flowers are never wild.</source>
        <translation>Каждый цветок — отдельная комбинация. Джокерами цветы не служат никогда.</translation>
    </message>
    <message>
        <source>Each player is dealt 20 cards; the other 37 cards form the stock.</source>
        <translation>Каждому игроку сдают по 20 карт; остальные 37 карт составляют колоду.</translation>
    </message>
    <message>
        <source>A randomly chosen dealer makes the first draw, which is public like every draw.</source>
        <translation>Случайно выбранный сдающий первым тянет карту из колоды — открыто, как и при любом доборе.</translation>
    </message>
    <message>
        <source>Legal melds</source>
        <translation>Допустимые комбинации</translation>
    </message>
    <message>
        <source>Every card of a winning hand must belong to one of these groups:</source>
        <translation>Каждая карта выигрышной руки должна входить в одну из этих групп:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Single-card group:&lt;/b&gt; one General, or one flower, on its own.</source>
        <translation>&lt;b&gt;Одиночная карта:&lt;/b&gt; один генерал или один цветок сам по себе.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Identical group:&lt;/b&gt; two, three or four cards of exactly the same colour and character. Generals never form identical groups.</source>
        <translation>&lt;b&gt;Группа одинаковых карт:&lt;/b&gt; две, три или четыре карты одного цвета и одной фигуры. Генералы никогда не образуют групп одинаковых карт.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Command group:&lt;/b&gt; one General, one Advisor and one Elephant, all of one colour.</source>
        <translation>&lt;b&gt;Командная группа:&lt;/b&gt; генерал, советник и слон одного цвета.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Field group:&lt;/b&gt; one Chariot, one Horse and one Cannon, all of one colour.</source>
        <translation>&lt;b&gt;Полевая группа:&lt;/b&gt; колесница, конь и пушка одного цвета.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Soldier group:&lt;/b&gt; three or four Soldiers, all of different colours.</source>
        <translation>&lt;b&gt;Группа солдат:&lt;/b&gt; три или четыре солдата, все разных цветов.</translation>
    </message>
    <message>
        <source>Command and field groups are one-colour mixed groups; soldier groups are mixed-colour groups. Together they are called &lt;i&gt;mixed groups&lt;/i&gt;.</source>
        <translation>Командные и полевые группы — одноцветные смешанные группы; группы солдат — разноцветные смешанные группы. Вместе они называются &lt;i&gt;смешанными группами&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>A card drawn from the stock is public: everyone sees it.</source>
        <translation>Карта, вытянутая из колоды, открыта: её видят все.</translation>
    </message>
    <message>
        <source>A player who takes the new card must use it at once in a legal group, exposed on the table. It cannot be kept hidden for later.</source>
        <translation>Игрок, взявший новую карту, должен сразу использовать её в допустимой группе, выложенной на стол. Придержать её в закрытой руке нельзя.</translation>
    </message>
    <message>
        <source>If nobody takes a drawn card, it counts as discarded and the other players get another chance to claim it.</source>
        <translation>Если вытянутую карту никто не берёт, она считается сброшенной, и остальные игроки получают ещё одну возможность её заявить.</translation>
    </message>
    <message>
        <source>After grouping the new card, a player whose 21 cards are all grouped wins, and the deal ends.</source>
        <translation>Если после выкладки новой карты вся рука игрока из 21 карты разложена по группам, он выигрывает, и партия заканчивается.</translation>
    </message>
    <message>
        <source>Otherwise that player discards one card from their hidden hand, and play goes on.</source>
        <translation>Иначе этот игрок сбрасывает одну карту из закрытой руки, и игра продолжается.</translation>
    </message>
    <message>
        <source>Generals and flowers can never be discarded. Exposed groups can never be split or rearranged.</source>
        <translation>Генералов и цветы сбрасывать нельзя никогда. Выложенные группы нельзя разбивать или перекладывать.</translation>
    </message>
    <message>
        <source>Claim priority</source>
        <translation>Очерёдность заявок</translation>
    </message>
    <message>
        <source>When a card is drawn or discarded, each player in turn chooses &lt;i&gt;claim&lt;/i&gt; or &lt;i&gt;pass&lt;/i&gt;. The card is awarded only after every answer is in, so answering first gives no priority.</source>
        <translation>Когда карту вытянули или сбросили, каждый игрок по очереди выбирает: &lt;i&gt;заявка&lt;/i&gt; или &lt;i&gt;пас&lt;/i&gt;. Карта достаётся кому-то только после того, как ответили все, поэтому ответ первым не даёт преимущества.</translation>
    </message>
    <message>
        <source>Claims rank in this order, highest first:</source>
        <translation>Заявки идут в таком порядке, от старшей к младшей:</translation>
    </message>
    <message>
        <source>The drawer&apos;s own win.</source>
        <translation>Выигрыш вытянувшего карту.</translation>
    </message>
    <message>
        <source>Another player&apos;s win. If several players can win, the nearest in turn order wins.</source>
        <translation>Выигрыш другого игрока. Если выиграть могут несколько игроков, побеждает ближайший по порядку хода.</translation>
    </message>
    <message>
        <source>An identical triple or quad, by any player allowed to make it.</source>
        <translation>Тройка или четвёрка одинаковых карт — у любого игрока, которому она разрешена.</translation>
    </message>
    <message>
        <source>The drawer&apos;s own group other than a pair: a command, field or soldier group, or a General or flower on its own.</source>
        <translation>Собственная группа вытянувшего, кроме пары: командная, полевая группа или группа солдат либо одиночный генерал или цветок.</translation>
    </message>
    <message>
        <source>The next player&apos;s mixed group.</source>
        <translation>Смешанная группа следующего игрока.</translation>
    </message>
    <message>
        <source>Ties within a level follow normal turn order. Claims that do not win are restricted:</source>
        <translation>Равные заявки на одном уровне решаются обычным порядком хода. Заявки без выигрыша ограничены:</translation>
    </message>
    <message>
        <source>The drawer may not use the new card to make a pair.</source>
        <translation>Вытянувший не может составить новой картой пару.</translation>
    </message>
    <message>
        <source>Other players may claim only to make an identical triple or quad. The next player may also claim to make a mixed group of three or four cards.</source>
        <translation>Остальные игроки могут заявлять карту только для тройки или четвёрки одинаковых карт. Следующий игрок может также заявить её для смешанной группы из трёх или четырёх карт.</translation>
    </message>
    <message>
        <source>None of these restrictions applies to a winning hand.</source>
        <translation>Ни одно из этих ограничений не действует для выигрышной руки.</translation>
    </message>
    <message>
        <source>If nobody takes a drawn card, it is treated as the drawer&apos;s discard and claims are resolved again. Only when that discard is also unclaimed does the next player draw.</source>
        <translation>Если вытянутую карту никто не берёт, она считается сбросом вытянувшего, и заявки разбираются снова. Только если и этот сброс никто не заявил, следующий игрок тянет карту.</translation>
    </message>
    <message>
        <source>Scoring and end</source>
        <translation>Итог и конец партии</translation>
    </message>
    <message>
        <source>A win ends the deal and reveals the winner&apos;s remaining melds. The winner&apos;s melds score:</source>
        <translation>Выигрыш заканчивает партию, и оставшиеся комбинации победителя открываются. Комбинации победителя приносят очки:</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Комбинация</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Пара</translation>
    </message>
    <message>
        <source>Single General</source>
        <translation>Одиночный генерал</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>Цветок</translation>
    </message>
    <message>
        <source>Identical triple</source>
        <translation>Тройка одинаковых карт</translation>
    </message>
    <message>
        <source>Identical quad</source>
        <translation>Четвёрка одинаковых карт</translation>
    </message>
    <message>
        <source>Command, field or soldier group</source>
        <translation>Командная, полевая группа или группа солдат</translation>
    </message>
    <message>
        <source>The result shows the winner&apos;s meld total; there is no regional cash settlement. If the stock runs out with no winner, the deal is a draw.</source>
        <translation>В результате показана сумма очков за комбинации победителя; местных денежных расчётов нет. Если колода кончилась, а победителя нет, партия заканчивается вничью.</translation>
    </message>
    <message>
        <source>The pack</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>The variant played here uses 117 cards: 28 in each of the four colours, plus five flowers.</source>
        <translation>В варианте, который играется здесь, 117 карт: по 28 карт каждого из четырёх цветов и пять цветов-растений.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Characters (four copies of each)</source>
        <translation>Фигуры (по четыре копии каждой)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Red, Yellow</source>
        <translation>Красный, жёлтый</translation>
    </message>
    <message>
        <source>帥 General, 仕 Advisor, 相 Elephant, 俥 Chariot, 傌 Horse, 炮 Cannon, 兵 Soldier</source>
        <translation>帥 генерал, 仕 советник, 相 слон, 俥 колесница, 傌 конь, 炮 пушка, 兵 солдат</translation>
    </message>
    <message>
        <source>28 each</source>
        <translation>по 28</translation>
    </message>
    <message>
        <source>Green, White</source>
        <translation>Зелёный, белый</translation>
    </message>
    <message>
        <source>將 General, 士 Advisor, 象 Elephant, 車 Chariot, 馬 Horse, 包 Cannon, 卒 Soldier</source>
        <translation>將 генерал, 士 советник, 象 слон, 車 колесница, 馬 конь, 包 пушка, 卒 солдат</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>Цветы</translation>
    </message>
    <message>
        <source>Five different flowers, one card each: 梅 plum, 蘭 orchid, 蓮 lotus, 菊 chrysanthemum, 桃 peach</source>
        <translation>Пять разных цветов, по одной карте каждого: 梅 слива, 蘭 орхидея, 蓮 лотос, 菊 хризантема, 桃 персик</translation>
    </message>
    <message>
        <source>The two sets of characters name the same roles. Cards match by colour and role, whichever character they show.</source>
        <translation>Оба набора иероглифов обозначают одни и те же роли. Карты сочетаются по цвету и роли, какой бы иероглиф на них ни был.</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>Уточнения правил</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal.&lt;/b&gt; Everybody, the dealer included, is dealt 20 cards; the dealer does not start with 21. The remaining 37 cards (117 − 80) form the stock.</source>
        <translation>&lt;b&gt;Сдача.&lt;/b&gt; Всем, включая сдающего, сдают по 20 карт; у сдающего в начале не 21 карта. Оставшиеся 37 карт (117 − 80) составляют колоду.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What a win counts.&lt;/b&gt; Your hidden hand, your exposed groups and the new card make 21 cards, and all 21 must split into legal melds. Your hidden cards may be grouped in any way; exposed groups stay as they are.</source>
        <translation>&lt;b&gt;Что считается при выигрыше.&lt;/b&gt; Закрытая рука, выложенные группы и новая карта дают 21 карту, и все они должны разложиться на допустимые комбинации. Закрытые карты можно группировать как угодно; выложенные группы остаются как есть.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Generals in a win.&lt;/b&gt; A General may count as a single-card group or as part of a command group, whichever lets the hand win. Generals never form pairs or triples.</source>
        <translation>&lt;b&gt;Генералы при выигрыше.&lt;/b&gt; Генерал может считаться одиночной картой или частью командной группы — как выгоднее для выигрыша. Пар и троек генералы не образуют никогда.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Soldiers.&lt;/b&gt; Pairs and triples of identical Soldiers (same colour) are legal identical groups.</source>
        <translation>&lt;b&gt;Солдаты.&lt;/b&gt; Пары и тройки одинаковых солдат (одного цвета) — допустимые группы одинаковых карт.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn General or flower.&lt;/b&gt; It can never become a discard: the drawer must take it, as a single-card group or, for a General, in a command group if the drawer prefers. Another player&apos;s &lt;i&gt;winning&lt;/i&gt; claim on it still ranks higher. Nobody else can claim a General or a flower except to win.</source>
        <translation>&lt;b&gt;Вытянутый генерал или цветок.&lt;/b&gt; Такая карта никогда не становится сбросом: вытянувший обязан её взять — как одиночную карту или, если это генерал, по желанию в командную группу. &lt;i&gt;Выигрышная&lt;/i&gt; заявка другого игрока на неё всё равно старше. Кроме как для выигрыша, никто другой генерала или цветок заявить не может.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ties.&lt;/b&gt; For a drawn card, turn order for ties counts from the drawer; for a discard, from the seat after the discarder. Nobody claims their own discard.</source>
        <translation>&lt;b&gt;Равные заявки.&lt;/b&gt; Для вытянутой карты порядок хода при равенстве отсчитывается от вытянувшего, для сброшенной — от игрока, следующего за сбросившим. Свой сброс никто не заявляет.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Claims on a discard.&lt;/b&gt; Only three levels exist: another player&apos;s win, an identical triple or quad, and the next player&apos;s mixed group. A claim that does not win never completes a pair.</source>
        <translation>&lt;b&gt;Заявки на сброс.&lt;/b&gt; Уровней всего три: выигрыш другого игрока, тройка или четвёрка одинаковых карт и смешанная группа следующего игрока. Заявка без выигрыша никогда не составляет пару.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Quads.&lt;/b&gt; After claiming a quad, the claimant holds 21 cards and discards down to 20. A card can never be added to an exposed group later.</source>
        <translation>&lt;b&gt;Четвёрки.&lt;/b&gt; Заявив четвёрку, игрок держит 21 карту и сбрасывает до 20. Добавить карту к выложенной группе позже нельзя.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No dead ends.&lt;/b&gt; A claim that would leave a player who has not won with no legal discard (only Generals and flowers left hidden) is not offered.</source>
        <translation>&lt;b&gt;Без тупиков.&lt;/b&gt; Заявка, после которой у игрока, ещё не выигравшего, не осталось бы допустимого сброса (в закрытой руке только генералы и цветы), не предлагается.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who plays next.&lt;/b&gt; After a claim, the claimant discards and the player after the claimant moves next. When a discard goes unclaimed, the player after the discarder draws.</source>
        <translation>&lt;b&gt;Кто ходит дальше.&lt;/b&gt; После заявки заявивший сбрасывает карту, а ходит игрок, следующий за ним. Если сброс никто не заявил, карту тянет игрок, следующий за сбросившим.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Direction of play.&lt;/b&gt; Play runs anticlockwise: you, then the player on your right, the player across and the player on your left. Claim prompts and ties follow the same order.</source>
        <translation>&lt;b&gt;Направление игры.&lt;/b&gt; Играют против часовой стрелки: вы, затем игрок справа от вас, игрок напротив и игрок слева. Вопросы о заявках и разрешение равенств идут в том же порядке.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoring details.&lt;/b&gt; Identical groups score only as triples and quads; pairs score nothing. Command, field and soldier groups score zero, and a General inside a command group does not earn the single-General point. No minimum score is needed to win.</source>
        <translation>&lt;b&gt;Подробности подсчёта.&lt;/b&gt; Группы одинаковых карт приносят очки только как тройки и четвёрки; пары ничего не дают. Командные, полевые группы и группы солдат дают ноль, а генерал в командной группе не получает очко одиночного генерала. Минимума очков для выигрыша нет.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn deal.&lt;/b&gt; The deal is drawn only after the claims on the last drawn card, and on its discard, have been resolved.</source>
        <translation>&lt;b&gt;Ничья.&lt;/b&gt; Партия заканчивается вничью только после того, как разобраны заявки на последнюю вытянутую карту и на её сброс.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fair claims.&lt;/b&gt; The AI players claim and are ranked exactly as you are. You are asked for your answer before any AI answer is revealed.</source>
        <translation>&lt;b&gt;Честные заявки.&lt;/b&gt; Игроки ИИ заявляют карты, и их заявки ранжируются точно так же, как ваши. Ваш ответ запрашивается раньше, чем раскрывается ответ любого ИИ.</translation>
    </message>
    <message>
        <source>&lt;b&gt;120 or 117 cards.&lt;/b&gt; The lobby shows 120 cards, the size of the traditional pack; the variant played here uses 117 of them.</source>
        <translation>&lt;b&gt;120 или 117 карт.&lt;/b&gt; В лобби указано 120 карт — размер традиционной колоды; в варианте, который играется здесь, используются 117 из них.</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Генерал</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Советник</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Слон</translation>
    </message>
    <message>
        <source>Chariot</source>
        <translation>Колесница</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Конь</translation>
    </message>
    <message>
        <source>Cannon</source>
        <translation>Пушка</translation>
    </message>
    <message>
        <source>Soldier</source>
        <translation>Солдат</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Жёлтый</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белый</translation>
    </message>
    <message>
        <source>梅 Plum</source>
        <translation>梅 Слива</translation>
    </message>
    <message>
        <source>蘭 Orchid</source>
        <translation>蘭 Орхидея</translation>
    </message>
    <message>
        <source>蓮 Lotus</source>
        <translation>蓮 Лотос</translation>
    </message>
    <message>
        <source>菊 Chrysanthemum</source>
        <translation>菊 Хризантема</translation>
    </message>
    <message>
        <source>桃 Peach</source>
        <translation>桃 Персик</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>you</source>
        <comment>the player, in running text</comment>
        <translation>вы</translation>
    </message>
    <message>
        <source>Right AI</source>
        <comment>the AI seated on the player&apos;s right, in running text</comment>
        <translation>ИИ справа</translation>
    </message>
    <message>
        <source>Across AI</source>
        <comment>the AI seated across from the player, in running text</comment>
        <translation>ИИ напротив</translation>
    </message>
    <message>
        <source>Left AI</source>
        <comment>the AI seated on the player&apos;s left, in running text</comment>
        <translation>ИИ слева</translation>
    </message>
    <message>
        <source>the AI</source>
        <comment>the player&apos;s only opponent (two at the table), in running text</comment>
        <translation>ИИ</translation>
    </message>
    <message>
        <source>You</source>
        <comment>the player, standing alone (a heading, a badge)</comment>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Right AI</source>
        <comment>the AI seated on the player&apos;s right, standing alone</comment>
        <translation>ИИ справа</translation>
    </message>
    <message>
        <source>Across AI</source>
        <comment>the AI seated across from the player, standing alone</comment>
        <translation>ИИ напротив</translation>
    </message>
    <message>
        <source>Left AI</source>
        <comment>the AI seated on the player&apos;s left, standing alone</comment>
        <translation>ИИ слева</translation>
    </message>
    <message>
        <source>The AI</source>
        <comment>the player&apos;s only opponent, standing alone</comment>
        <translation>ИИ</translation>
    </message>
    <message>
        <source>You</source>
        <comment>short seat label on a plate or badge</comment>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Right</source>
        <comment>short label of the AI on the player&apos;s right (plates, badges)</comment>
        <translation>Справа</translation>
    </message>
    <message>
        <source>Across</source>
        <comment>short label of the AI across from the player (plates, badges)</comment>
        <translation>Напротив</translation>
    </message>
    <message>
        <source>Left</source>
        <comment>short label of the AI on the player&apos;s left (plates, badges)</comment>
        <translation>Слева</translation>
    </message>
    <message>
        <source>AI</source>
        <comment>short label of the player&apos;s only opponent (plates, badges)</comment>
        <translation>ИИ</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Что делают</translation>
    </message>
</context>
<context>
    <name>SisepaiTable</name>
    <message>
        <source>Claim the {card} — which group?</source>
        <translation>Взять карту «{card}» — в какую группу?</translation>
    </message>
    <message>
        <source>&amp;Group</source>
        <translation>&amp;Разложить</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Разложить</translation>
    </message>
    <message>
        <source>Order your hand by its best melds, with gaps between them</source>
        <translation>Упорядочить руку по лучшим комбинациям, с промежутками между ними</translation>
    </message>
    <message>
        <source>&amp;Win!</source>
        <translation>&amp;Выигрыш!</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <source>Take the card: all your cards form melds</source>
        <translation>Взять карту: все ваши карты складываются в комбинации</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>Па&amp;с</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Let the card go</source>
        <translation>Пропустить карту</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>&amp;Claim…</source>
        <translation>&amp;Заявить…</translation>
    </message>
    <message>
        <source>Choose which of your cards to group with it</source>
        <translation>Выбрать, с какими своими картами её сложить</translation>
    </message>
    <message>
        <source>&amp;Claim</source>
        <translation>&amp;Заявить</translation>
    </message>
    <message>
        <source>Take the card into an exposed group</source>
        <translation>Взять карту в открытую группу</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Заявить</translation>
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
        <translation>Взять как: {meld}</translation>
    </message>
    <message>
        <source>{meld} with {cards}</source>
        <translation>{meld} с картами: {cards}</translation>
    </message>
    <message>
        <source>Hint: discard the {card}</source>
        <translation>Подсказка: сбросьте карту «{card}»</translation>
    </message>
    <message>
        <source>Hint: you can win — press Win!</source>
        <translation>Подсказка: можно выиграть — нажмите «Выигрыш!»</translation>
    </message>
    <message>
        <source>Hint: claim — {claim}</source>
        <translation>Подсказка: заявите — {claim}</translation>
    </message>
    <message>
        <source>Hint: pass</source>
        <translation>Подсказка: пас</translation>
    </message>
    <message>
        <source>Click the {card} again (or press Enter) to discard it</source>
        <translation>Сбросить «{card}»? Щёлкните ещё раз или нажмите Enter</translation>
    </message>
    <message>
        <source>Your discard: click a card, then click it again — or drag it to the table</source>
        <translation>Ваш сброс: щёлкните по карте, затем ещё раз — или перетащите её на стол</translation>
    </message>
    <message>
        <source>{seat} is choosing a discard…</source>
        <translation>{seat} выбирает сброс…</translation>
    </message>
    <message>
        <source>You drew the {card}: you cannot use it. {seat} is deciding…</source>
        <translation>Вы вытянули карту «{card}»: вам она не нужна. {seat} решает, брать ли её…</translation>
    </message>
    <message>
        <source>The {card} is of no use to you. {seat} is deciding…</source>
        <translation>Карта «{card}» вам не нужна. {seat} решает, брать ли её…</translation>
    </message>
    <message>
        <source>{seat} is deciding about the {card}…</source>
        <translation>{seat} решает, брать ли карту «{card}»…</translation>
    </message>
    <message>
        <source>You drew the {card}: you must take it — and it wins!</source>
        <translation>Вы вытянули карту «{card}»: её нужно взять — и она приносит победу!</translation>
    </message>
    <message>
        <source>You drew the {card}: you must take it</source>
        <translation>Вы вытянули карту «{card}»: её нужно взять</translation>
    </message>
    <message>
        <source>You drew the {card}: win with it, take it into a group, or pass</source>
        <translation>Вы вытянули карту «{card}»: выигрывайте с ней, возьмите её в группу или пас</translation>
    </message>
    <message>
        <source>You drew the {card}: win with it or pass</source>
        <translation>Вы вытянули карту «{card}»: выигрывайте с ней или пас</translation>
    </message>
    <message>
        <source>You drew the {card}: take it or pass</source>
        <translation>Вы вытянули карту «{card}»: возьмите её или пас</translation>
    </message>
    <message>
        <source>You drew the {card}: you cannot use it — Pass</source>
        <translation>Вы вытянули карту «{card}»: вам она не нужна — «Пас»</translation>
    </message>
    <message>
        <source>Win with it, claim it, or pass</source>
        <translation>Выигрывайте с ней, заявляйте или пас</translation>
    </message>
    <message>
        <source>Win with it or pass</source>
        <translation>Выигрывайте с ней или пас</translation>
    </message>
    <message>
        <source>Claim it or pass</source>
        <translation>Заявляйте или пас</translation>
    </message>
    <message>
        <source>It is of no use to you — Pass</source>
        <translation>Вам эта карта не нужна — «Пас»</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: win with it, claim it, or pass</source>
        <translation>{seat} вытянул карту «{card}»: выигрывайте с ней, заявляйте или пас</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: win with it or pass</source>
        <translation>{seat} вытянул карту «{card}»: выигрывайте с ней или пас</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: claim it or pass</source>
        <translation>{seat} вытянул карту «{card}»: заявляйте или пас</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: it is of no use to you — Pass</source>
        <translation>{seat} вытянул карту «{card}»: вам она не нужна — «Пас»</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: win with it, claim it, or pass</source>
        <translation>{seat} сбросил карту «{card}»: выигрывайте с ней, заявляйте или пас</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: win with it or pass</source>
        <translation>{seat} сбросил карту «{card}»: выигрывайте с ней или пас</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: claim it or pass</source>
        <translation>{seat} сбросил карту «{card}»: заявляйте или пас</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: it is of no use to you — Pass</source>
        <translation>{seat} сбросил карту «{card}»: вам она не нужна — «Пас»</translation>
    </message>
    <message>
        <source>A draw: the stock is exhausted</source>
        <translation>Ничья: колода кончилась</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} выиграл</translation>
    </message>
    <message>
        <source>Nobody grouped all 21 cards before the stock ran out.</source>
        <translation>Пока не кончилась колода, никто не разложил на группы все 21 карту.</translation>
    </message>
    <message>
        <source>Won with the {card}, drawn by {seat}.</source>
        <translation>Выигрышная карта «{card}» вытянута из колоды ({seat}).</translation>
    </message>
    <message>
        <source>Won with the {card}, discarded by {seat}.</source>
        <translation>Выигрышная карта «{card}» взята из сброса ({seat}).</translation>
    </message>
    <message>
        <source>exposed</source>
        <translation>на столе</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>в руке</translation>
    </message>
    <message>
        <source>{cards} ({where}) — {points} pt</source>
        <translation>{cards} ({where}) — {points} оч.</translation>
    </message>
    <message>
        <source>{meld} ({where}): {cards} — {points} pt</source>
        <translation>{meld} ({where}): {cards} — {points} оч.</translation>
    </message>
    <message numerus="yes">
        <source>Total: {points} points</source>
        <translation>
            <numerusform>Итого: {points} очко</numerusform>
            <numerusform>Итого: {points} очка</numerusform>
            <numerusform>Итого: {points} очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} · {count} cards</source>
        <translation>
            <numerusform>{seat} · {count} карта</numerusform>
            <numerusform>{seat} · {count} карты</numerusform>
            <numerusform>{seat} · {count} карт</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}&apos;s hidden cards: {count}</source>
        <translation>{seat}, закрытых карт: {count}</translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins · {points} points</source>
        <translation>
            <numerusform>{seat}: победа · {points} очко</numerusform>
            <numerusform>{seat}: победа · {points} очка</numerusform>
            <numerusform>{seat}: победа · {points} очков</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}: exposed groups: {count}</source>
        <translation>{seat}: открытых групп: {count}</translation>
    </message>
    <message>
        <source>{seat}: discards: {count}</source>
        <translation>{seat}: карт в сбросе: {count}</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>Колода · {count}</translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation>Колода, карт: {count}</translation>
    </message>
    <message>
        <source>You drew</source>
        <translation>Вы вытянули</translation>
    </message>
    <message>
        <source>Your discard</source>
        <translation>Ваш сброс</translation>
    </message>
    <message>
        <source>Drawn by {seat}</source>
        <translation>Вытянул {seat}</translation>
    </message>
    <message>
        <source>Discarded by {seat}</source>
        <translation>Сбросил {seat}</translation>
    </message>
    <message>
        <source>Drop your discard here</source>
        <translation>Перетащите сюда карту для сброса</translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation>Ваша рука, карт: {count}</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>&amp;Back to lobby</source>
        <translation>&amp;Назад в лобби</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>Уровень ИИ</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>Ваши результаты</translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln deals: green won, pale green won with take-backs, red lost, grey drawn; the gold line is your share of wins so far.</source>
        <translation>
            <numerusform>Последняя %Ln партия: зелёные — победы, бледно-зелёные — победы с возвратом ходов, красные — поражения, серые — ничьи; золотая линия — ваша доля побед на тот момент.</numerusform>
            <numerusform>Последние %Ln партии: зелёные — победы, бледно-зелёные — победы с возвратом ходов, красные — поражения, серые — ничьи; золотая линия — ваша доля побед на тот момент.</numerusform>
            <numerusform>Последние %Ln партий: зелёные — победы, бледно-зелёные — победы с возвратом ходов, красные — поражения, серые — ничьи; золотая линия — ваша доля побед на тот момент.</numerusform>
        </translation>
    </message>
    <message>
        <source>Past deals</source>
        <translation>Прошлые партии</translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln finished deals, newest first; Enter watches one again</source>
        <translation>
            <numerusform>Последняя %Ln оконченная партия, новые сверху; Enter — посмотреть снова</numerusform>
            <numerusform>Последние %Ln оконченные партии, новые сверху; Enter — посмотреть снова</numerusform>
            <numerusform>Последние %Ln оконченных партий, новые сверху; Enter — посмотреть снова</numerusform>
        </translation>
    </message>
    <message>
        <source>The deals you finish are kept here, to watch again.</source>
        <translation>Оконченные партии хранятся здесь, чтобы их можно было посмотреть снова.</translation>
    </message>
    <message>
        <source>&amp;Watch again</source>
        <translation>&amp;Посмотреть снова</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Все уровни</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Сыграно партий</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Won with take-backs</source>
        <translation>Победы с возвратом ходов</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Share of wins</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Текущая серия побед</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Лучшая серия побед</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Лучшая рука</translation>
    </message>
    <message>
        <source>Average total of your wins</source>
        <translation>Средний счёт ваших побед</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <comment>an MCR hand&apos;s points (fan)</comment>
        <translation>
            <numerusform>%Ln очко</numerusform>
            <numerusform>%Ln очка</numerusform>
            <numerusform>%Ln очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Yes, reset</source>
        <translation>Да, сбросить</translation>
    </message>
    <message>
        <source>&amp;Reset statistics</source>
        <translation>&amp;Сбросить статистику</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Оставить</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>Ещё не сыграно ни одной партии.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Back to lobby</source>
        <translation>Назад в лобби</translation>
    </message>
    <message>
        <source>&amp;Back to lobby</source>
        <translation>&amp;Назад в лобби</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Ask the strong AI what it would play</source>
        <translation>Спросить сильный ИИ, как бы он сыграл</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>Уровень ИИ</translation>
    </message>
    <message>
        <source>The AI&apos;s strength, from the next deal</source>
        <translation>Сила ИИ, со следующей партии</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>&amp;Итоги</translation>
    </message>
    <message>
        <source>Show the results again</source>
        <translation>Снова показать итоги</translation>
    </message>
    <message>
        <source>Show the results of the deal again</source>
        <translation>Снова показать итоги партии</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Строка состояния</translation>
    </message>
    <message>
        <source>AI le&amp;vel:</source>
        <translation>&amp;Уровень ИИ:</translation>
    </message>
    <message>
        <source>Tak&amp;e back</source>
        <translation>Вернуть &amp;ход</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Вернуть ход</translation>
    </message>
    <message>
        <source>Return to your previous decision (Ctrl+Z)</source>
        <translation>Вернуться к вашему предыдущему решению (Ctrl+Z)</translation>
    </message>
</context>
<context>
    <name>TakeBackWords</name>
    <message numerus="yes">
        <source>You took back %n move(s) in this deal: a win counts apart, outside your streaks.</source>
        <translation>
            <numerusform>Вы вернули %n ход в этой партии: победа считается отдельно, вне серий побед.</numerusform>
            <numerusform>Вы вернули %n хода в этой партии: победа считается отдельно, вне серий побед.</numerusform>
            <numerusform>Вы вернули %n ходов в этой партии: победа считается отдельно, вне серий побед.</numerusform>
        </translation>
    </message>
</context>
</TS>
