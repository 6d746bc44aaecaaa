<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Cardavia</source>
        <translation>关于 Cardavia</translation>
    </message>
    <message>
        <source>Traditional card and tile games from around the world, played offline against AI opponents.</source>
        <translation>来自世界各地的传统纸牌和骨牌游戏，离线与 AI 对手对局。</translation>
    </message>
    <message>
        <source>Cardavia is free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Cardavia 是自由软件：您可以依据 GNU 通用公共许可证（GPL）第 3 版或更高版本分享和修改它。本软件不提供任何担保。</translation>
    </message>
    <message>
        <source>Bundled fonts: %1. They are under the SIL Open Font License 1.1; the licence text is in the fonts folder.</source>
        <translation>随附字体：%1。它们采用 SIL 开放字体许可证（OFL）1.1；许可证全文在字体文件夹中。</translation>
    </message>
    <message>
        <source>Made with Qt %1 and Qt for Python (PySide6) %2, under the GNU Lesser General Public License, version 3.</source>
        <translation>使用 Qt %1 和 Qt for Python（PySide6）%2 制作，二者采用 GNU 宽通用公共许可证（LGPL）第 3 版。</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>, trump</source>
        <translation>，王牌</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>背面朝上的牌</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&amp;New deal</source>
        <translation>新开一局(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Ask the strong AI what it would play</source>
        <translation>问问强 AI 它会怎么出</translation>
    </message>
    <message>
        <source>&amp;Back to the lobby</source>
        <translation>返回大厅(&amp;B)</translation>
    </message>
    <message>
        <source>Close what is open; otherwise back to the lobby, keeping the deal</source>
        <translation>关闭已打开的内容；否则返回大厅，牌局保留</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>本游戏规则(&amp;R)</translation>
    </message>
    <message>
        <source>The rules of the game on the table (in the lobby: of the game in focus)</source>
        <translation>牌桌上这局游戏的规则（在大厅中：当前选中的游戏）</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>统计(&amp;T)</translation>
    </message>
    <message>
        <source>Your results in each game</source>
        <translation>您在各个游戏中的成绩</translation>
    </message>
    <message>
        <source>Deal &amp;log</source>
        <translation>牌局记录(&amp;L)</translation>
    </message>
    <message>
        <source>Show or hide the list of what happened in the deal, beside the table</source>
        <translation>在牌桌旁显示或隐藏本局已发生的事</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>Fill the screen, or leave full screen</source>
        <translation>全屏显示，或退出全屏</translation>
    </message>
    <message>
        <source>Reset the &amp;display</source>
        <translation>默认显示(&amp;D)</translation>
    </message>
    <message>
        <source>Contrast, grain and colour temperature back to 50 %</source>
        <translation>对比度、颗粒感和色温回到 50%</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>本列表</translation>
    </message>
    <message>
        <source>Ab&amp;out Cardavia</source>
        <translation>关于 Cardavia(&amp;O)</translation>
    </message>
    <message>
        <source>Version, licences, and the software Cardavia is made with</source>
        <translation>版本、许可证，以及 Cardavia 所用的软件</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close Cardavia (every unfinished deal is kept)</source>
        <translation>关闭 Cardavia（所有未完成的牌局都会保留）</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Open the menu</source>
        <translation>打开菜单</translation>
    </message>
    <message>
        <source>Next control (Shift+Tab: the one before)</source>
        <translation>下一个控件（Shift+Tab：上一个）</translation>
    </message>
    <message>
        <source>Alt+letter</source>
        <translation>Alt+字母</translation>
    </message>
    <message>
        <source>Press the button whose letter is underlined</source>
        <translation>按下带下划线字母的按钮</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>在手牌之间移动</translation>
    </message>
    <message>
        <source>Play or pick the card in focus, or press the button in focus</source>
        <translation>打出或选中当前焦点所在的牌，或按下当前焦点所在的按钮</translation>
    </message>
    <message>
        <source>In a replay: a move back or forward, to the start or the end</source>
        <translation>重看时：后退或前进一步，到开头或结尾</translation>
    </message>
    <message>
        <source>In a replay: play or pause</source>
        <translation>重看时：播放或暂停</translation>
    </message>
    <message>
        <source>Tak&amp;e back</source>
        <translation>悔牌(&amp;E)</translation>
    </message>
    <message>
        <source>Deal again in this game (a deal you have played in is given up only if you agree)</source>
        <translation>本游戏重新发牌（你已出过牌的一局，要你同意后才会放弃）</translation>
    </message>
    <message>
        <source>Return to your previous decision in this deal, undoing the AI moves since</source>
        <translation>回到你在本局的上一个决定，撤销此后 AI 的出牌</translation>
    </message>
</context>
<context>
    <name>DealLogPanel</name>
    <message>
        <source>Deal log</source>
        <translation>牌局记录</translation>
    </message>
    <message>
        <source>What happened in this deal, oldest first</source>
        <translation>本局发生的事，最早的在前</translation>
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
        <translation>提示：用{card}打掉它</translation>
    </message>
    <message>
        <source>Hint: play the {card}</source>
        <translation>提示：出{card}</translation>
    </message>
    <message>
        <source>Hint: take the cards</source>
        <translation>提示：收牌</translation>
    </message>
    <message>
        <source>Hint: press Done</source>
        <comment>the defender takes</comment>
        <translation>提示：点“完成”</translation>
    </message>
    <message>
        <source>Hint: press Done</source>
        <translation>提示：点“完成”</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>AI 正在思考…</translation>
    </message>
    <message>
        <source>Nothing beats the {card}: take the cards</source>
        <translation>没有牌能打掉{card}：请收牌</translation>
    </message>
    <message>
        <source>Beat the {card} or take</source>
        <translation>打掉{card}，或者收牌</translation>
    </message>
    <message>
        <source>Your attack: lead any card</source>
        <translation>轮到你进攻：任出一张牌</translation>
    </message>
    <message>
        <source>Add cards for the AI to take, or press Done</source>
        <translation>继续添牌让 AI 收下，或点“完成”</translation>
    </message>
    <message>
        <source>Nothing more to add: press Done</source>
        <translation>没有可添的牌了：请点“完成”</translation>
    </message>
    <message>
        <source>Add a card or press Done</source>
        <translation>添一张牌，或点“完成”</translation>
    </message>
    <message>
        <source>All beaten: press Done</source>
        <translation>全部打掉：请点“完成”</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>You are the durak</source>
        <translation>你是傻瓜</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>You both went out in the same bout.</source>
        <translation>你们在同一轮里同时出完了牌。</translation>
    </message>
    <message numerus="yes">
        <source>The AI got rid of all its cards; you were left holding {count} cards.</source>
        <translation>
            <numerusform>AI 出完了所有的牌；你手里还剩{count}张。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You got rid of all your cards; the AI was left holding {count} cards.</source>
        <translation>
            <numerusform>你出完了所有的牌；AI 手里还剩{count}张。</numerusform>
        </translation>
    </message>
    <message>
        <source>AI ({level}) · cards: {count}</source>
        <translation>AI（{level}）· 手牌：{count}</translation>
    </message>
    <message>
        <source>The AI&apos;s hand, cards: {count}</source>
        <translation>AI 的手牌，共{count}张</translation>
    </message>
    <message>
        <source>Stock · {count} · trump {card}</source>
        <translation>牌堆 · {count} · 王牌{card}</translation>
    </message>
    <message>
        <source>Trump {suit}</source>
        <translation>王牌：{suit}</translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation>牌堆，共{count}张</translation>
    </message>
    <message>
        <source>Discard · {count}</source>
        <translation>弃牌 · {count}</translation>
    </message>
    <message>
        <source>Discard pile, cards: {count}</source>
        <translation>弃牌堆，共{count}张</translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation>你的手牌，共{count}张</translation>
    </message>
    <message>
        <source>The bout on the table</source>
        <translation>桌上这一轮的牌</translation>
    </message>
    <message>
        <source>Attack cards: {played} of {limit}</source>
        <translation>进攻牌：{played}/{limit}</translation>
    </message>
    <message>
        <source>you take</source>
        <translation>你收牌</translation>
    </message>
    <message>
        <source>the AI takes</source>
        <translation>AI 收牌</translation>
    </message>
    <message>
        <source>Drag or click a card to attack</source>
        <translation>拖动或点击一张牌来进攻</translation>
    </message>
</context>
<context>
    <name>DurakTable</name>
    <message>
        <source>&amp;Take</source>
        <translation>收牌(&amp;T)</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>收牌</translation>
    </message>
    <message>
        <source>Pick up every card of this bout</source>
        <translation>把这一轮的牌全部收进手里</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>完成(&amp;D)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Stop adding cards: the bout ends</source>
        <translation>不再添牌：这一轮结束</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <comment>the defender takes</comment>
        <translation>完成(&amp;D)</translation>
    </message>
    <message>
        <source>Done</source>
        <comment>the defender takes</comment>
        <translation>完成</translation>
    </message>
    <message>
        <source>Stop adding cards: the AI takes them all</source>
        <translation>不再添牌：AI 收下所有的牌</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>The deal is over.</source>
        <comment>core.illegal.deal_over</comment>
        <translation>本局已经结束。</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <comment>core.illegal.not_legal</comment>
        <translation>现在不能这样走。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <comment>core.illegal.not_your_turn</comment>
        <translation>还没轮到你。</translation>
    </message>
    <message>
        <source>There is no seat {seat} at this table.</source>
        <comment>core.illegal.unknown_seat</comment>
        <translation>这张牌桌没有{seat}号位。</translation>
    </message>
    <message>
        <source>Six cards each; the trump card is the {card}.</source>
        <comment>durak.event.deal</comment>
        <translation>每人六张牌；王牌是{card}。</translation>
    </message>
    <message numerus="yes">
        <source>All beaten: {count} cards go to the discard pile.</source>
        <comment>durak.event.discard</comment>
        <translation>
            <numerusform>全部打掉：{count}张牌进入弃牌堆。</numerusform>
        </translation>
    </message>
    <message>
        <source>The defender is taking: no more cards can be beaten this bout.</source>
        <comment>durak.illegal.already_taking</comment>
        <translation>防守方已决定收牌：这一轮不能再打掉牌了。</translation>
    </message>
    <message numerus="yes">
        <source>This bout already holds {limit} attack cards, its limit.</source>
        <comment>durak.illegal.bout_full</comment>
        <translation>
            <numerusform>这一轮已有{limit}张进攻牌，达到上限。</numerusform>
        </translation>
    </message>
    <message>
        <source>The {card} does not beat the {attack}.</source>
        <comment>durak.illegal.must_beat</comment>
        <translation>{card}打不掉{attack}。</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>durak.illegal.not_in_hand</comment>
        <translation>你手里没有{card}。</translation>
    </message>
    <message>
        <source>Lead a card first: a bout cannot end before it starts.</source>
        <comment>durak.illegal.nothing_to_stop</comment>
        <translation>请先出一张牌：一轮还没开始，不能结束。</translation>
    </message>
    <message>
        <source>Only the attacker can do that.</source>
        <comment>durak.illegal.only_attacker</comment>
        <translation>只有进攻方才能这样做。</translation>
    </message>
    <message>
        <source>Only the defender can do that.</source>
        <comment>durak.illegal.only_defender</comment>
        <translation>只有防守方才能这样做。</translation>
    </message>
    <message>
        <source>You can only add a card whose rank is already on the table.</source>
        <comment>durak.illegal.rank_not_on_table</comment>
        <translation>只能添桌上已有点数的牌。</translation>
    </message>
    <message>
        <source>Wait until the defender beats or takes the card on the table.</source>
        <comment>durak.illegal.wait_for_defence</comment>
        <translation>请等防守方打掉或收起桌上的牌。</translation>
    </message>
    <message>
        <source>Both players went out in the same bout: a draw.</source>
        <comment>durak.outcome.draw</comment>
        <translation>双方在同一轮里同时出完了牌：平局。</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>durak.rank.6</comment>
        <translation>6</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>durak.rank.7</comment>
        <translation>7</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>durak.rank.8</comment>
        <translation>8</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>durak.rank.9</comment>
        <translation>9</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>durak.rank.A</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>durak.rank.J</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>King</source>
        <comment>durak.rank.K</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>durak.rank.Q</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>Ten</source>
        <comment>durak.rank.T</comment>
        <translation>10</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>durak.suit.C</comment>
        <translation>梅花</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>durak.suit.D</comment>
        <translation>方块</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>durak.suit.H</comment>
        <translation>红心</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>durak.suit.S</comment>
        <translation>黑桃</translation>
    </message>
    <message numerus="yes">
        <source>Eight cards each; {count} cards in the stock.</source>
        <comment>kowah.event.deal</comment>
        <translation>
            <numerusform>每人八张牌；牌堆里还有{count}张。</numerusform>
        </translation>
    </message>
    <message>
        <source>Old Thousand</source>
        <comment>kowah.honour.OT</comment>
        <translation>老千</translation>
    </message>
    <message>
        <source>Red Flower</source>
        <comment>kowah.honour.RF</comment>
        <translation>红花</translation>
    </message>
    <message>
        <source>White Flower</source>
        <comment>kowah.honour.WF</comment>
        <translation>白花</translation>
    </message>
    <message>
        <source>Your hand is ready: declare or pass first.</source>
        <comment>kowah.illegal.decide_declaration</comment>
        <translation>你已听牌：请先选择报听或不报听。</translation>
    </message>
    <message>
        <source>You may declare only just after your discard.</source>
        <comment>kowah.illegal.declare_after_discard</comment>
        <translation>只能在刚打出一张牌后报听。</translation>
    </message>
    <message>
        <source>You already have nine cards: discard one.</source>
        <comment>kowah.illegal.discard_now</comment>
        <translation>你已经有九张牌了：请打出一张。</translation>
    </message>
    <message>
        <source>Draw from the stock or take the latest discard first.</source>
        <comment>kowah.illegal.draw_first</comment>
        <translation>请先从牌堆摸牌，或拿最新的弃牌。</translation>
    </message>
    <message>
        <source>Your first turn must draw from the stock.</source>
        <comment>kowah.illegal.first_turn_draws</comment>
        <translation>你的第一个回合必须从牌堆摸牌。</translation>
    </message>
    <message>
        <source>Your hand is declared and locked: you draw from the stock only.</source>
        <comment>kowah.illegal.locked_draws</comment>
        <translation>你已报听，手牌锁定：只能从牌堆摸牌。</translation>
    </message>
    <message>
        <source>There is no discard to take.</source>
        <comment>kowah.illegal.no_discard</comment>
        <translation>没有可拿的弃牌。</translation>
    </message>
    <message>
        <source>The {face} cannot be the waiting pair of this hand.</source>
        <comment>kowah.illegal.not_a_wait</comment>
        <translation>{face}不能作为这手牌的听对。</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>kowah.illegal.not_in_hand</comment>
        <translation>你手里没有{card}。</translation>
    </message>
    <message>
        <source>Your hand is not ready: you need two triples and an identical pair.</source>
        <comment>kowah.illegal.not_ready</comment>
        <translation>你还没听牌：需要两副刻子和一个完全相同的对子。</translation>
    </message>
    <message>
        <source>You cannot discard the {card} you have just taken.</source>
        <comment>kowah.illegal.taken_card</comment>
        <translation>刚拿到的{card}不能马上打出。</translation>
    </message>
    <message>
        <source>The stock is empty and nobody won: the deal is drawn.</source>
        <comment>kowah.outcome.exhausted</comment>
        <translation>牌堆已摸完，无人获胜：本局平局。</translation>
    </message>
    <message>
        <source>One</source>
        <comment>kowah.rank.1</comment>
        <translation>一</translation>
    </message>
    <message>
        <source>Two</source>
        <comment>kowah.rank.2</comment>
        <translation>二</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>kowah.rank.3</comment>
        <translation>三</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>kowah.rank.4</comment>
        <translation>四</translation>
    </message>
    <message>
        <source>Five</source>
        <comment>kowah.rank.5</comment>
        <translation>五</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>kowah.rank.6</comment>
        <translation>六</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>kowah.rank.7</comment>
        <translation>七</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>kowah.rank.8</comment>
        <translation>八</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>kowah.rank.9</comment>
        <translation>九</translation>
    </message>
    <message>
        <source>Coins</source>
        <comment>kowah.suit.C</comment>
        <translation>饼</translation>
    </message>
    <message>
        <source>Myriads</source>
        <comment>kowah.suit.M</comment>
        <translation>万</translation>
    </message>
    <message>
        <source>Strings</source>
        <comment>kowah.suit.S</comment>
        <translation>索</translation>
    </message>
    <message>
        <source>{tile} cannot be the middle tile of a chow.</source>
        <comment>mahjong.error.bad_chow</comment>
        <translation>{tile}不能作为顺子的中间一张。</translation>
    </message>
    <message>
        <source>{flag} must be true or false, not {value!r}.</source>
        <comment>mahjong.error.bad_flag</comment>
        <translation>{flag}必须是 true 或 false，而不是 {value!r}。</translation>
    </message>
    <message>
        <source>Flower count must be 0-8, not {value!r}.</source>
        <comment>mahjong.error.bad_flowers</comment>
        <translation>花牌数必须在 0-8 之间，而不是 {value!r}。</translation>
    </message>
    <message>
        <source>Not a valid JSON object: {detail}</source>
        <comment>mahjong.error.bad_json</comment>
        <translation>不是有效的 JSON 对象：{detail}</translation>
    </message>
    <message>
        <source>Unknown set type {kind!r} (use CHI, PENG or GANG).</source>
        <comment>mahjong.error.bad_meld</comment>
        <translation>未知的副露类型 {kind!r}（请用 CHI、PENG 或 GANG）。</translation>
    </message>
    <message>
        <source>Cannot read {text!r}: {detail}</source>
        <comment>mahjong.error.bad_notation</comment>
        <translation>无法读取 {text!r}：{detail}</translation>
    </message>
    <message>
        <source>Set offer must be 0-3 (a chow: 1-3), not {offer!r}.</source>
        <comment>mahjong.error.bad_offer</comment>
        <translation>副露来源必须在 0-3 之间（吃牌为 1-3），而不是 {offer!r}。</translation>
    </message>
    <message>
        <source>{which} wind must be 0-3 (East, South, West, North), not {value!r}.</source>
        <comment>mahjong.error.bad_wind</comment>
        <translation>风位 {which} 必须是 0-3（东、南、西、北），而不是 {value!r}。</translation>
    </message>
    <message>
        <source>Empty line.</source>
        <comment>mahjong.error.empty_line</comment>
        <translation>空行。</translation>
    </message>
    <message>
        <source>There are only four copies of {tile}, this hand uses {count}.</source>
        <comment>mahjong.error.fifth_copy</comment>
        <translation>{tile}只有四张，这手牌却用了{count}张。</translation>
    </message>
    <message>
        <source>A flower cannot be part of the hand; count it in the flowers instead.</source>
        <comment>mahjong.error.flower_in_hand</comment>
        <translation>花牌不能算在手牌里，请计入花牌数。</translation>
    </message>
    <message>
        <source>Internal error ({detail}); please report this hand.</source>
        <comment>mahjong.error.internal</comment>
        <translation>内部错误（{detail}）；请报告这手牌。</translation>
    </message>
    <message>
        <source>Last Tile means the other three {tile} are visible, but the hand holds another one.</source>
        <comment>mahjong.error.last_tile_held</comment>
        <translation>和绝张表示另外三张{tile}都已亮明，但这手牌里还有一张。</translation>
    </message>
    <message>
        <source>Missing field {field!r}.</source>
        <comment>mahjong.error.missing_field</comment>
        <translation>缺少字段 {field!r}。</translation>
    </message>
    <message>
        <source>This is not a complete winning hand.</source>
        <comment>mahjong.error.not_complete</comment>
        <translation>这不是一手完整的和牌。</translation>
    </message>
    <message>
        <source>A win on a kong replacement tile needs a declared kong.</source>
        <comment>mahjong.error.replacement_without_kong</comment>
        <translation>杠上开花需要先有杠。</translation>
    </message>
    <message>
        <source>Cannot rob a kong of {tile}: the hand already holds or shows that tile.</source>
        <comment>mahjong.error.rob_held_tile</comment>
        <translation>无法抢{tile}的杠：这手牌已经持有或亮出了这张牌。</translation>
    </message>
    <message>
        <source>A hand has at most four declared sets, not {count}.</source>
        <comment>mahjong.error.too_many_melds</comment>
        <translation>一手牌最多有四副副露，而不是{count}副。</translation>
    </message>
    <message>
        <source>Unknown tile {tile!r}.</source>
        <comment>mahjong.error.unknown_tile</comment>
        <translation>未知的牌 {tile!r}。</translation>
    </message>
    <message>
        <source>{seat} attacks with the {card}.</source>
        <comment>durak.event.attack</comment>
        <translation>{seat}用{card}进攻。</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.6</comment>
        <translation>{suit}{rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.7</comment>
        <translation>{suit}{rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.8</comment>
        <translation>{suit}{rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.9</comment>
        <translation>{suit}{rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.A</comment>
        <translation>{suit}{rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.J</comment>
        <translation>{suit}{rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.K</comment>
        <translation>{suit}{rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.Q</comment>
        <translation>{suit}{rank}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>durak.card.T</comment>
        <translation>{suit}{rank}</translation>
    </message>
    <message>
        <source>You attack with the {card}.</source>
        <comment>durak.event.attack.you.seat</comment>
        <translation>你用{card}进攻。</translation>
    </message>
    <message>
        <source>{attacker} attacks, {defender} defends.</source>
        <comment>durak.event.bout</comment>
        <translation>{attacker}进攻，{defender}防守。</translation>
    </message>
    <message>
        <source>You attack, {defender} defends.</source>
        <comment>durak.event.bout.you.attacker</comment>
        <translation>你进攻，{defender}防守。</translation>
    </message>
    <message>
        <source>{attacker} attacks, you defend.</source>
        <comment>durak.event.bout.you.defender</comment>
        <translation>{attacker}进攻，你防守。</translation>
    </message>
    <message>
        <source>{seat} beats the {attack} with the {card}.</source>
        <comment>durak.event.defend</comment>
        <translation>{seat}用{card}打掉{attack}。</translation>
    </message>
    <message>
        <source>You beat the {attack} with the {card}.</source>
        <comment>durak.event.defend.you.seat</comment>
        <translation>你用{card}打掉{attack}。</translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws {count} cards.</source>
        <comment>durak.event.draw</comment>
        <translation>
            <numerusform>{seat}摸了{count}张牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw {count} cards.</source>
        <comment>durak.event.draw.you.seat</comment>
        <translation>
            <numerusform>你摸了{count}张牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} holds the lowest trump, the {card}, and attacks first.</source>
        <comment>durak.event.first_attacker</comment>
        <translation>{seat}的王牌最小（{card}），先进攻。</translation>
    </message>
    <message>
        <source>You hold the lowest trump, the {card}, and attack first.</source>
        <comment>durak.event.first_attacker.you.seat</comment>
        <translation>你的王牌最小（{card}），你先进攻。</translation>
    </message>
    <message>
        <source>Nobody holds a trump: {seat} attacks first.</source>
        <comment>durak.event.first_attacker_no_trump</comment>
        <translation>谁都没有王牌：{seat}先进攻。</translation>
    </message>
    <message>
        <source>Nobody holds a trump: you attack first.</source>
        <comment>durak.event.first_attacker_no_trump.you.seat</comment>
        <translation>谁都没有王牌：你先进攻。</translation>
    </message>
    <message numerus="yes">
        <source>{seat} picks up {count} cards.</source>
        <comment>durak.event.pick_up</comment>
        <translation>
            <numerusform>{seat}收起{count}张牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You pick up {count} cards.</source>
        <comment>durak.event.pick_up.you.seat</comment>
        <translation>
            <numerusform>你收起{count}张牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} takes.</source>
        <comment>durak.event.take</comment>
        <translation>{seat}收牌。</translation>
    </message>
    <message>
        <source>You take.</source>
        <comment>durak.event.take.you.seat</comment>
        <translation>你收牌。</translation>
    </message>
    <message>
        <source>{seat} draws the face-up trump, the {card}.</source>
        <comment>durak.event.trump_drawn</comment>
        <translation>{seat}摸到翻开的王牌{card}。</translation>
    </message>
    <message>
        <source>You draw the face-up trump, the {card}.</source>
        <comment>durak.event.trump_drawn.you.seat</comment>
        <translation>你摸到翻开的王牌{card}。</translation>
    </message>
    <message>
        <source>{seat} is left holding cards: the durak.</source>
        <comment>durak.outcome.durak</comment>
        <translation>{seat}手里还有牌：傻瓜。</translation>
    </message>
    <message>
        <source>You are left holding cards: you are the durak.</source>
        <comment>durak.outcome.durak.you.seat</comment>
        <translation>你手里还有牌：你是傻瓜。</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.1</comment>
        <translation>{rank}{suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.2</comment>
        <translation>{rank}{suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.3</comment>
        <translation>{rank}{suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.4</comment>
        <translation>{rank}{suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.5</comment>
        <translation>{rank}{suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.6</comment>
        <translation>{rank}{suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.7</comment>
        <translation>{rank}{suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.8</comment>
        <translation>{rank}{suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>kowah.card.9</comment>
        <translation>{rank}{suit}</translation>
    </message>
    <message>
        <source>{seat} declares cheki, waiting on the {face}.</source>
        <comment>kowah.event.declare</comment>
        <translation>{seat}报听（cheki），听{face}。</translation>
    </message>
    <message>
        <source>You declare cheki, waiting on the {face}.</source>
        <comment>kowah.event.declare.you.seat</comment>
        <translation>你报听（cheki），听{face}。</translation>
    </message>
    <message>
        <source>{seat} discards the {card}.</source>
        <comment>kowah.event.discard</comment>
        <translation>{seat}打出{card}。</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <comment>kowah.event.discard.you.seat</comment>
        <translation>你打出{card}。</translation>
    </message>
    <message>
        <source>{seat} draws from the stock.</source>
        <comment>kowah.event.draw</comment>
        <translation>{seat}从牌堆摸牌。</translation>
    </message>
    <message>
        <source>You draw from the stock.</source>
        <comment>kowah.event.draw.you.seat</comment>
        <translation>你从牌堆摸牌。</translation>
    </message>
    <message>
        <source>{seat} draws the {card}, face up.</source>
        <comment>kowah.event.draw_public</comment>
        <translation>{seat}摸到{card}，亮明。</translation>
    </message>
    <message>
        <source>You draw the {card}, face up.</source>
        <comment>kowah.event.draw_public.you.seat</comment>
        <translation>你摸到{card}，亮明。</translation>
    </message>
    <message>
        <source>{seat} plays first.</source>
        <comment>kowah.event.first_player</comment>
        <translation>{seat}先出牌。</translation>
    </message>
    <message>
        <source>You play first.</source>
        <comment>kowah.event.first_player.you.seat</comment>
        <translation>你先出牌。</translation>
    </message>
    <message>
        <source>{seat} receives eight cards.</source>
        <comment>kowah.event.hand</comment>
        <translation>{seat}拿到八张牌。</translation>
    </message>
    <message>
        <source>You receive eight cards.</source>
        <comment>kowah.event.hand.you.seat</comment>
        <translation>你拿到八张牌。</translation>
    </message>
    <message>
        <source>{seat} does not declare.</source>
        <comment>kowah.event.pass</comment>
        <translation>{seat}不报听。</translation>
    </message>
    <message>
        <source>You do not declare.</source>
        <comment>kowah.event.pass.you.seat</comment>
        <translation>你不报听。</translation>
    </message>
    <message>
        <source>{seat} takes the {card}.</source>
        <comment>kowah.event.take</comment>
        <translation>{seat}拿走{card}。</translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <comment>kowah.event.take.you.seat</comment>
        <translation>你拿走{card}。</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} discarded by {source}: ×2.</source>
        <comment>kowah.outcome.claimed_discard</comment>
        <translation>{seat}以{source}打出的{card}获胜：2倍。</translation>
    </message>
    <message>
        <source>You win on the {card} discarded by {source}: ×2.</source>
        <comment>kowah.outcome.claimed_discard.you.seat</comment>
        <translation>你以{source}打出的{card}获胜：2倍。</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} you discarded: ×2.</source>
        <comment>kowah.outcome.claimed_discard.you.source</comment>
        <translation>{seat}以你打出的{card}获胜：2倍。</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} drawn by {source}: ×1.</source>
        <comment>kowah.outcome.claimed_draw</comment>
        <translation>{seat}以{source}摸到的{card}获胜：1倍。</translation>
    </message>
    <message>
        <source>You win on the {card} drawn by {source}: ×1.</source>
        <comment>kowah.outcome.claimed_draw.you.seat</comment>
        <translation>你以{source}摸到的{card}获胜：1倍。</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} you drew: ×1.</source>
        <comment>kowah.outcome.claimed_draw.you.source</comment>
        <translation>{seat}以你摸到的{card}获胜：1倍。</translation>
    </message>
    <message>
        <source>{seat} draws the {card} and wins: ×3.</source>
        <comment>kowah.outcome.self_drawn</comment>
        <translation>{seat}自摸{card}获胜：3倍。</translation>
    </message>
    <message>
        <source>You draw the {card} and win: ×3.</source>
        <comment>kowah.outcome.self_drawn.you.seat</comment>
        <translation>你自摸{card}获胜：3倍。</translation>
    </message>
    <message numerus="yes">
        <source>The hand needs {need} concealed tiles besides the winning tile, not {count} (declared sets: {melds}).</source>
        <comment>mahjong.error.wrong_count</comment>
        <translation>
            <numerusform>除和牌那张外，手牌需要{need}张暗牌，而不是{count}张（副露：{melds}副）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hand needs {need} concealed tiles, not {count} (declared sets: {melds}).</source>
        <comment>mahjong.error.wrong_shanten_count</comment>
        <translation>
            <numerusform>手牌需要{need}张暗牌，而不是{count}张（副露：{melds}副）。</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} adds the {tile} to a pung.</source>
        <comment>mahjong.event.added_kong</comment>
        <translation>{seat}把{tile}加到碰上（加杠）。</translation>
    </message>
    <message>
        <source>You add the {tile} to a pung.</source>
        <comment>mahjong.event.added_kong.you.seat</comment>
        <translation>你把{tile}加到碰上（加杠）。</translation>
    </message>
    <message>
        <source>{seat} claims the {tile} for a chow.</source>
        <comment>mahjong.event.chow</comment>
        <translation>{seat}吃{tile}。</translation>
    </message>
    <message>
        <source>You claim the {tile} for a chow.</source>
        <comment>mahjong.event.chow.you.seat</comment>
        <translation>你吃{tile}。</translation>
    </message>
    <message>
        <source>{seat} declares a concealed kong.</source>
        <comment>mahjong.event.concealed_kong</comment>
        <translation>{seat}暗杠。</translation>
    </message>
    <message>
        <source>You declare a concealed kong.</source>
        <comment>mahjong.event.concealed_kong.you.seat</comment>
        <translation>你暗杠。</translation>
    </message>
    <message>
        <source>{seat} is East and deals: 14 tiles to East, 13 to the others.</source>
        <comment>mahjong.event.deal</comment>
        <translation>{seat}是东家（庄家），发牌：庄家14张，其他人各13张。</translation>
    </message>
    <message>
        <source>You are East and deal: 14 tiles to East, 13 to the others.</source>
        <comment>mahjong.event.deal.you.seat</comment>
        <translation>你是东家（庄家），发牌：庄家14张，其他人各13张。</translation>
    </message>
    <message>
        <source>{seat} discards the {tile}.</source>
        <comment>mahjong.event.discard</comment>
        <translation>{seat}打出{tile}。</translation>
    </message>
    <message>
        <source>You discard the {tile}.</source>
        <comment>mahjong.event.discard.you.seat</comment>
        <translation>你打出{tile}。</translation>
    </message>
    <message>
        <source>{seat} draws a tile.</source>
        <comment>mahjong.event.draw</comment>
        <translation>{seat}摸牌。</translation>
    </message>
    <message>
        <source>You draw a tile.</source>
        <comment>mahjong.event.draw.you.seat</comment>
        <translation>你摸牌。</translation>
    </message>
    <message>
        <source>{seat} claims the {tile} for an exposed kong.</source>
        <comment>mahjong.event.exposed_kong</comment>
        <translation>{seat}用{tile}明杠。</translation>
    </message>
    <message>
        <source>You claim the {tile} for an exposed kong.</source>
        <comment>mahjong.event.exposed_kong.you.seat</comment>
        <translation>你用{tile}明杠。</translation>
    </message>
    <message>
        <source>{seat} shows the {tile} and draws a replacement.</source>
        <comment>mahjong.event.flower</comment>
        <translation>{seat}亮出{tile}并补花。</translation>
    </message>
    <message>
        <source>You show the {tile} and draw a replacement.</source>
        <comment>mahjong.event.flower.you.seat</comment>
        <translation>你亮出{tile}并补花。</translation>
    </message>
    <message numerus="yes">
        <source>{seat} receives {count} tiles.</source>
        <comment>mahjong.event.hand</comment>
        <translation>
            <numerusform>{seat}拿到{count}张牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You receive {count} tiles.</source>
        <comment>mahjong.event.hand.you.seat</comment>
        <translation>
            <numerusform>你拿到{count}张牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} claims the {tile} for a pung.</source>
        <comment>mahjong.event.pung</comment>
        <translation>{seat}碰{tile}。</translation>
    </message>
    <message>
        <source>You claim the {tile} for a pung.</source>
        <comment>mahjong.event.pung.you.seat</comment>
        <translation>你碰{tile}。</translation>
    </message>
    <message>
        <source>{seat} draws a replacement tile from the end of the wall.</source>
        <comment>mahjong.event.replacement</comment>
        <translation>{seat}从牌墙末端补牌。</translation>
    </message>
    <message>
        <source>You draw a replacement tile from the end of the wall.</source>
        <comment>mahjong.event.replacement.you.seat</comment>
        <translation>你从牌墙末端补牌。</translation>
    </message>
    <message>
        <source>{seat} robs the kong.</source>
        <comment>mahjong.event.robbed</comment>
        <translation>{seat}抢杠。</translation>
    </message>
    <message>
        <source>You rob the kong.</source>
        <comment>mahjong.event.robbed.you.seat</comment>
        <translation>你抢杠。</translation>
    </message>
    <message>
        <source>All Chows</source>
        <comment>mahjong.fan.all_chows</comment>
        <translation>平和</translation>
    </message>
    <message>
        <source>All Even Pungs</source>
        <comment>mahjong.fan.all_even_pungs</comment>
        <translation>全双刻</translation>
    </message>
    <message>
        <source>All Five</source>
        <comment>mahjong.fan.all_five</comment>
        <translation>全带五</translation>
    </message>
    <message>
        <source>All Green</source>
        <comment>mahjong.fan.all_green</comment>
        <translation>绿一色</translation>
    </message>
    <message>
        <source>All Honors</source>
        <comment>mahjong.fan.all_honors</comment>
        <translation>字一色</translation>
    </message>
    <message>
        <source>All Pungs</source>
        <comment>mahjong.fan.all_pungs</comment>
        <translation>碰碰和</translation>
    </message>
    <message>
        <source>All Simples</source>
        <comment>mahjong.fan.all_simples</comment>
        <translation>断幺</translation>
    </message>
    <message>
        <source>All Terminals</source>
        <comment>mahjong.fan.all_terminals</comment>
        <translation>清幺九</translation>
    </message>
    <message>
        <source>All Terminals and Honors</source>
        <comment>mahjong.fan.all_terminals_and_honors</comment>
        <translation>混幺九</translation>
    </message>
    <message>
        <source>All Types</source>
        <comment>mahjong.fan.all_types</comment>
        <translation>五门齐</translation>
    </message>
    <message>
        <source>Big Four Winds</source>
        <comment>mahjong.fan.big_four_winds</comment>
        <translation>大四喜</translation>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <comment>mahjong.fan.big_three_dragons</comment>
        <translation>大三元</translation>
    </message>
    <message>
        <source>Big Three Winds</source>
        <comment>mahjong.fan.big_three_winds</comment>
        <translation>三风刻</translation>
    </message>
    <message>
        <source>Chicken Hand</source>
        <comment>mahjong.fan.chicken_hand</comment>
        <translation>无番和</translation>
    </message>
    <message>
        <source>Closed Wait</source>
        <comment>mahjong.fan.closed_wait</comment>
        <translation>嵌张</translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <comment>mahjong.fan.concealed_hand</comment>
        <translation>门前清</translation>
    </message>
    <message>
        <source>Concealed Kong</source>
        <comment>mahjong.fan.concealed_kong</comment>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>Double Pung</source>
        <comment>mahjong.fan.double_pung</comment>
        <translation>双同刻</translation>
    </message>
    <message>
        <source>Dragon Pung</source>
        <comment>mahjong.fan.dragon_pung</comment>
        <translation>箭刻</translation>
    </message>
    <message>
        <source>Edge Wait</source>
        <comment>mahjong.fan.edge_wait</comment>
        <translation>边张</translation>
    </message>
    <message>
        <source>Flower Tiles</source>
        <comment>mahjong.fan.flower_tiles</comment>
        <translation>花牌</translation>
    </message>
    <message>
        <source>Four Concealed Pungs</source>
        <comment>mahjong.fan.four_concealed_pungs</comment>
        <translation>四暗刻</translation>
    </message>
    <message>
        <source>Four Kongs</source>
        <comment>mahjong.fan.four_kongs</comment>
        <translation>四杠</translation>
    </message>
    <message>
        <source>Four Pure Shifted Chows</source>
        <comment>mahjong.fan.four_pure_shifted_chows</comment>
        <translation>一色四步高</translation>
    </message>
    <message>
        <source>Four Pure Shifted Pungs</source>
        <comment>mahjong.fan.four_pure_shifted_pungs</comment>
        <translation>一色四节高</translation>
    </message>
    <message>
        <source>Full Flush</source>
        <comment>mahjong.fan.full_flush</comment>
        <translation>清一色</translation>
    </message>
    <message>
        <source>Fully Concealed Hand</source>
        <comment>mahjong.fan.fully_concealed_hand</comment>
        <translation>不求人</translation>
    </message>
    <message>
        <source>Greater Honors and Knitted Tiles</source>
        <comment>mahjong.fan.greater_honors_and_knitted_tiles</comment>
        <translation>七星不靠</translation>
    </message>
    <message>
        <source>Half Flush</source>
        <comment>mahjong.fan.half_flush</comment>
        <translation>混一色</translation>
    </message>
    <message>
        <source>Knitted Straight</source>
        <comment>mahjong.fan.knitted_straight</comment>
        <translation>组合龙</translation>
    </message>
    <message>
        <source>Last Tile</source>
        <comment>mahjong.fan.last_tile</comment>
        <translation>和绝张</translation>
    </message>
    <message>
        <source>Last Tile Claim</source>
        <comment>mahjong.fan.last_tile_claim</comment>
        <translation>海底捞月</translation>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <comment>mahjong.fan.last_tile_draw</comment>
        <translation>妙手回春</translation>
    </message>
    <message>
        <source>Lesser Honors and Knitted Tiles</source>
        <comment>mahjong.fan.lesser_honors_and_knitted_tiles</comment>
        <translation>全不靠</translation>
    </message>
    <message>
        <source>Little Four Winds</source>
        <comment>mahjong.fan.little_four_winds</comment>
        <translation>小四喜</translation>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <comment>mahjong.fan.little_three_dragons</comment>
        <translation>小三元</translation>
    </message>
    <message>
        <source>Lower Four</source>
        <comment>mahjong.fan.lower_four</comment>
        <translation>小于五</translation>
    </message>
    <message>
        <source>Lower Tiles</source>
        <comment>mahjong.fan.lower_tiles</comment>
        <translation>全小</translation>
    </message>
    <message>
        <source>Melded Hand</source>
        <comment>mahjong.fan.melded_hand</comment>
        <translation>全求人</translation>
    </message>
    <message>
        <source>Melded Kong</source>
        <comment>mahjong.fan.melded_kong</comment>
        <translation>明杠</translation>
    </message>
    <message>
        <source>Middle Tiles</source>
        <comment>mahjong.fan.middle_tiles</comment>
        <translation>全中</translation>
    </message>
    <message>
        <source>Mixed Double Chow</source>
        <comment>mahjong.fan.mixed_double_chow</comment>
        <translation>喜相逢</translation>
    </message>
    <message>
        <source>Mixed Shifted Chows</source>
        <comment>mahjong.fan.mixed_shifted_chows</comment>
        <translation>三色三步高</translation>
    </message>
    <message>
        <source>Mixed Shifted Pungs</source>
        <comment>mahjong.fan.mixed_shifted_pungs</comment>
        <translation>三色三节高</translation>
    </message>
    <message>
        <source>Mixed Straight</source>
        <comment>mahjong.fan.mixed_straight</comment>
        <translation>花龙</translation>
    </message>
    <message>
        <source>Mixed Triple Chow</source>
        <comment>mahjong.fan.mixed_triple_chow</comment>
        <translation>三色三同顺</translation>
    </message>
    <message>
        <source>Nine Gates</source>
        <comment>mahjong.fan.nine_gates</comment>
        <translation>九莲宝灯</translation>
    </message>
    <message>
        <source>No Honors</source>
        <comment>mahjong.fan.no_honors</comment>
        <translation>无字</translation>
    </message>
    <message>
        <source>One Voided Suit</source>
        <comment>mahjong.fan.one_voided_suit</comment>
        <translation>缺一门</translation>
    </message>
    <message>
        <source>Out with Replacement Tile</source>
        <comment>mahjong.fan.out_with_replacement_tile</comment>
        <translation>杠上开花</translation>
    </message>
    <message>
        <source>Outside Hand</source>
        <comment>mahjong.fan.outside_hand</comment>
        <translation>全带幺</translation>
    </message>
    <message>
        <source>Prevalent Wind</source>
        <comment>mahjong.fan.prevalent_wind</comment>
        <translation>圈风刻</translation>
    </message>
    <message>
        <source>Pung of Terminals or Honors</source>
        <comment>mahjong.fan.pung_of_terminals_or_honors</comment>
        <translation>幺九刻</translation>
    </message>
    <message>
        <source>Pure Double Chow</source>
        <comment>mahjong.fan.pure_double_chow</comment>
        <translation>一般高</translation>
    </message>
    <message>
        <source>Pure Shifted Chows</source>
        <comment>mahjong.fan.pure_shifted_chows</comment>
        <translation>一色三步高</translation>
    </message>
    <message>
        <source>Pure Shifted Pungs</source>
        <comment>mahjong.fan.pure_shifted_pungs</comment>
        <translation>一色三节高</translation>
    </message>
    <message>
        <source>Pure Straight</source>
        <comment>mahjong.fan.pure_straight</comment>
        <translation>清龙</translation>
    </message>
    <message>
        <source>Pure Terminal Chows</source>
        <comment>mahjong.fan.pure_terminal_chows</comment>
        <translation>一色双龙会</translation>
    </message>
    <message>
        <source>Pure Triple Chow</source>
        <comment>mahjong.fan.pure_triple_chow</comment>
        <translation>一色三同顺</translation>
    </message>
    <message>
        <source>Quadruple Chow</source>
        <comment>mahjong.fan.quadruple_chow</comment>
        <translation>一色四同顺</translation>
    </message>
    <message>
        <source>Reversible Tiles</source>
        <comment>mahjong.fan.reversible_tiles</comment>
        <translation>推不倒</translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <comment>mahjong.fan.robbing_the_kong</comment>
        <translation>抢杠和</translation>
    </message>
    <message>
        <source>Seat Wind</source>
        <comment>mahjong.fan.seat_wind</comment>
        <translation>门风刻</translation>
    </message>
    <message>
        <source>Self-Drawn</source>
        <comment>mahjong.fan.self_drawn</comment>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Seven Pairs</source>
        <comment>mahjong.fan.seven_pairs</comment>
        <translation>七对</translation>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <comment>mahjong.fan.seven_shifted_pairs</comment>
        <translation>连七对</translation>
    </message>
    <message>
        <source>Short Straight</source>
        <comment>mahjong.fan.short_straight</comment>
        <translation>连六</translation>
    </message>
    <message>
        <source>Single Wait</source>
        <comment>mahjong.fan.single_wait</comment>
        <translation>单钓</translation>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <comment>mahjong.fan.thirteen_orphans</comment>
        <translation>十三幺</translation>
    </message>
    <message>
        <source>Three Concealed Pungs</source>
        <comment>mahjong.fan.three_concealed_pungs</comment>
        <translation>三暗刻</translation>
    </message>
    <message>
        <source>Three Kongs</source>
        <comment>mahjong.fan.three_kongs</comment>
        <translation>三杠</translation>
    </message>
    <message>
        <source>Three-Suited Terminal Chows</source>
        <comment>mahjong.fan.three_suited_terminal_chows</comment>
        <translation>三色双龙会</translation>
    </message>
    <message>
        <source>Tile Hog</source>
        <comment>mahjong.fan.tile_hog</comment>
        <translation>四归一</translation>
    </message>
    <message>
        <source>Triple Pung</source>
        <comment>mahjong.fan.triple_pung</comment>
        <translation>三同刻</translation>
    </message>
    <message>
        <source>Two Concealed Kongs</source>
        <comment>mahjong.fan.two_concealed_kongs</comment>
        <translation>双暗杠</translation>
    </message>
    <message>
        <source>Two Concealed Pungs</source>
        <comment>mahjong.fan.two_concealed_pungs</comment>
        <translation>双暗刻</translation>
    </message>
    <message>
        <source>Two Dragon Pungs</source>
        <comment>mahjong.fan.two_dragon_pungs</comment>
        <translation>双箭刻</translation>
    </message>
    <message>
        <source>Two Melded Kongs</source>
        <comment>mahjong.fan.two_melded_kongs</comment>
        <translation>双明杠</translation>
    </message>
    <message>
        <source>Two Terminal Chows</source>
        <comment>mahjong.fan.two_terminal_chows</comment>
        <translation>老少副</translation>
    </message>
    <message>
        <source>Upper Four</source>
        <comment>mahjong.fan.upper_four</comment>
        <translation>大于五</translation>
    </message>
    <message>
        <source>Upper Tiles</source>
        <comment>mahjong.fan.upper_tiles</comment>
        <translation>全大</translation>
    </message>
    <message>
        <source>Answer the discard first: claim it or pass.</source>
        <comment>mahjong.illegal.answer_claim</comment>
        <translation>请先回应这张弃牌：要牌或者过。</translation>
    </message>
    <message>
        <source>Only the player after the discarder may chow.</source>
        <comment>mahjong.illegal.chow_next_only</comment>
        <translation>只有打牌者的下家才能吃。</translation>
    </message>
    <message>
        <source>After a chow or pung, discard before any kong or win.</source>
        <comment>mahjong.illegal.discard_first</comment>
        <translation>吃或碰之后，要先打出一张牌，才能杠或和。</translation>
    </message>
    <message>
        <source>Your hand does not make that chow with the {tile}.</source>
        <comment>mahjong.illegal.no_chow</comment>
        <translation>你的手牌不能用{tile}组成这个顺子。</translation>
    </message>
    <message>
        <source>There is no tile to claim now.</source>
        <comment>mahjong.illegal.no_claim_open</comment>
        <translation>现在没有可以要的牌。</translation>
    </message>
    <message>
        <source>A concealed kong needs four {tile} in your hand.</source>
        <comment>mahjong.illegal.no_four</comment>
        <translation>暗杠需要手里有四张{tile}。</translation>
    </message>
    <message>
        <source>An exposed kong needs three {tile} in your hand.</source>
        <comment>mahjong.illegal.no_kong</comment>
        <translation>明杠需要手里有三张{tile}。</translation>
    </message>
    <message>
        <source>A pung needs two {tile} in your hand.</source>
        <comment>mahjong.illegal.no_pung</comment>
        <translation>碰需要手里有两张{tile}。</translation>
    </message>
    <message>
        <source>An added kong needs your exposed pung of {tile} and the fourth tile in your hand.</source>
        <comment>mahjong.illegal.no_pung_to_extend</comment>
        <translation>加杠需要你已经碰出的{tile}，并且手里有第四张。</translation>
    </message>
    <message>
        <source>A kong needs a replacement tile, and the wall is empty.</source>
        <comment>mahjong.illegal.no_replacement</comment>
        <translation>杠后需要补牌，但牌墙已经摸完了。</translation>
    </message>
    <message>
        <source>That is not a winning hand.</source>
        <comment>mahjong.illegal.not_a_win</comment>
        <translation>这不是一手和牌。</translation>
    </message>
    <message>
        <source>You do not hold that {tile}.</source>
        <comment>mahjong.illegal.not_in_hand</comment>
        <translation>你手里没有这张{tile}。</translation>
    </message>
    <message>
        <source>You can only win by self-draw on a tile you just drew.</source>
        <comment>mahjong.illegal.not_your_draw</comment>
        <translation>只有刚摸到的牌才能自摸和。</translation>
    </message>
    <message>
        <source>A tile added to a kong can only be taken to win.</source>
        <comment>mahjong.illegal.rob_only_win</comment>
        <translation>加杠的那张牌只能用来和牌（抢杠和）。</translation>
    </message>
    <message numerus="yes">
        <source>This hand scores {points} points before flowers; a win needs at least {minimum}.</source>
        <comment>mahjong.illegal.under_minimum</comment>
        <translation>
            <numerusform>这手牌不计花牌只有{points}番；和牌至少需要{minimum}番。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins on the discard of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.discard</comment>
        <translation>
            <numerusform>{seat}和{discarder}打出的牌：{total}番。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win on the discard of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.discard.you.seat</comment>
        <translation>
            <numerusform>你和{discarder}打出的牌：{total}番。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins on your discard: {total} points.</source>
        <comment>mahjong.outcome.discard.you.discarder</comment>
        <translation>
            <numerusform>{seat}和你打出的牌：{total}番。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} robs the kong of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.rob</comment>
        <translation>
            <numerusform>{seat}抢{discarder}的杠和牌：{total}番。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You rob the kong of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.rob.you.seat</comment>
        <translation>
            <numerusform>你抢{discarder}的杠和牌：{total}番。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} robs your kong: {total} points.</source>
        <comment>mahjong.outcome.rob.you.discarder</comment>
        <translation>
            <numerusform>{seat}抢你的杠和牌：{total}番。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins by self-draw: {total} points.</source>
        <comment>mahjong.outcome.self_drawn</comment>
        <translation>
            <numerusform>{seat}自摸和牌：{total}番。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win by self-draw: {total} points.</source>
        <comment>mahjong.outcome.self_drawn.you.seat</comment>
        <translation>
            <numerusform>你自摸和牌：{total}番。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody takes the {card}: it counts as a discard of {seat}.</source>
        <comment>sisepai.event.becomes_discard</comment>
        <translation>没人要{card}：它算作{seat}的弃牌。</translation>
    </message>
    <message>
        <source>Nobody takes the {card}: it counts as your discard.</source>
        <comment>sisepai.event.becomes_discard.you.seat</comment>
        <translation>没人要{card}：它算作你的弃牌。</translation>
    </message>
    <message>
        <source>{seat} takes the {card} and shows a {meld}.</source>
        <comment>sisepai.event.claim</comment>
        <translation>{seat}要了{card}，亮出{meld}。</translation>
    </message>
    <message>
        <source>You take the {card} and show a {meld}.</source>
        <comment>sisepai.event.claim.you.seat</comment>
        <translation>你要了{card}，亮出{meld}。</translation>
    </message>
    <message>
        <source>Twenty cards each; {seat} deals and draws first.</source>
        <comment>sisepai.event.deal</comment>
        <translation>每人二十张牌；{seat}坐庄，先摸牌。</translation>
    </message>
    <message>
        <source>Twenty cards each; you deal and draw first.</source>
        <comment>sisepai.event.deal.you.seat</comment>
        <translation>每人二十张牌；你坐庄，先摸牌。</translation>
    </message>
    <message>
        <source>{seat} discards the {card}.</source>
        <comment>sisepai.event.discard</comment>
        <translation>{seat}打出{card}。</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <comment>sisepai.event.discard.you.seat</comment>
        <translation>你打出{card}。</translation>
    </message>
    <message>
        <source>{seat} draws the {card}.</source>
        <comment>sisepai.event.draw</comment>
        <translation>{seat}摸到{card}。</translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <comment>sisepai.event.draw.you.seat</comment>
        <translation>你摸到{card}。</translation>
    </message>
    <message numerus="yes">
        <source>{seat} is dealt {count} cards.</source>
        <comment>sisepai.event.hand</comment>
        <translation>
            <numerusform>{seat}拿到{count}张牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are dealt {count} cards.</source>
        <comment>sisepai.event.hand.you.seat</comment>
        <translation>
            <numerusform>你拿到{count}张牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins with the {card}: {points} points.</source>
        <comment>sisepai.outcome.win</comment>
        <translation>
            <numerusform>{seat}以{card}获胜：{points}分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win with the {card}: {points} points.</source>
        <comment>sisepai.outcome.win.you.seat</comment>
        <translation>
            <numerusform>你以{card}获胜：{points}分。</numerusform>
        </translation>
    </message>
    <message>
        <source>The wall is exhausted with no winner: a draw.</source>
        <comment>mahjong.outcome.exhausted</comment>
        <translation>牌墙摸完，无人和牌：荒庄。</translation>
    </message>
    <message>
        <source>bamboo</source>
        <comment>mahjong.suit.bamboo</comment>
        <translation>条</translation>
    </message>
    <message>
        <source>characters</source>
        <comment>mahjong.suit.characters</comment>
        <translation>万</translation>
    </message>
    <message>
        <source>dots</source>
        <comment>mahjong.suit.dots</comment>
        <translation>饼</translation>
    </message>
    <message>
        <source>East Wind</source>
        <comment>mahjong.tile.east</comment>
        <translation>东风</translation>
    </message>
    <message>
        <source>Flower {number}</source>
        <comment>mahjong.tile.flower</comment>
        <translation>花牌{number}</translation>
    </message>
    <message>
        <source>Green Dragon</source>
        <comment>mahjong.tile.green</comment>
        <translation>发财</translation>
    </message>
    <message>
        <source>North Wind</source>
        <comment>mahjong.tile.north</comment>
        <translation>北风</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>mahjong.tile.numbered</comment>
        <translation>{rank}{suit}</translation>
    </message>
    <message>
        <source>Red Dragon</source>
        <comment>mahjong.tile.red</comment>
        <translation>红中</translation>
    </message>
    <message>
        <source>South Wind</source>
        <comment>mahjong.tile.south</comment>
        <translation>南风</translation>
    </message>
    <message>
        <source>West Wind</source>
        <comment>mahjong.tile.west</comment>
        <translation>西风</translation>
    </message>
    <message>
        <source>White Dragon</source>
        <comment>mahjong.tile.white</comment>
        <translation>白板</translation>
    </message>
    <message>
        <source>{colour} {character}</source>
        <comment>sisepai.card</comment>
        <translation>{colour}{character}</translation>
    </message>
    <message>
        <source>Advisor</source>
        <comment>sisepai.character.A</comment>
        <translation>士</translation>
    </message>
    <message>
        <source>Chariot</source>
        <comment>sisepai.character.C</comment>
        <translation>车</translation>
    </message>
    <message>
        <source>Elephant</source>
        <comment>sisepai.character.E</comment>
        <translation>象</translation>
    </message>
    <message>
        <source>General</source>
        <comment>sisepai.character.G</comment>
        <translation>将</translation>
    </message>
    <message>
        <source>Horse</source>
        <comment>sisepai.character.H</comment>
        <translation>马</translation>
    </message>
    <message>
        <source>Cannon</source>
        <comment>sisepai.character.N</comment>
        <translation>炮</translation>
    </message>
    <message>
        <source>Soldier</source>
        <comment>sisepai.character.S</comment>
        <translation>兵</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>sisepai.colour.G</comment>
        <translation>绿</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>sisepai.colour.R</comment>
        <translation>红</translation>
    </message>
    <message>
        <source>White</source>
        <comment>sisepai.colour.W</comment>
        <translation>白</translation>
    </message>
    <message>
        <source>Yellow</source>
        <comment>sisepai.colour.Y</comment>
        <translation>黄</translation>
    </message>
    <message>
        <source>Nobody takes the {card}.</source>
        <comment>sisepai.event.to_pile</comment>
        <translation>没人要{card}。</translation>
    </message>
    <message>
        <source>Chrysanthemum flower</source>
        <comment>sisepai.flower.CH</comment>
        <translation>菊花</translation>
    </message>
    <message>
        <source>Lotus flower</source>
        <comment>sisepai.flower.LO</comment>
        <translation>莲花</translation>
    </message>
    <message>
        <source>Orchid flower</source>
        <comment>sisepai.flower.OR</comment>
        <translation>兰花</translation>
    </message>
    <message>
        <source>Peach flower</source>
        <comment>sisepai.flower.PE</comment>
        <translation>桃花</translation>
    </message>
    <message>
        <source>Plum flower</source>
        <comment>sisepai.flower.PL</comment>
        <translation>梅花</translation>
    </message>
    <message>
        <source>Discard a card from your hidden hand first.</source>
        <comment>sisepai.illegal.must_discard</comment>
        <translation>请先从暗手牌中打出一张牌。</translation>
    </message>
    <message>
        <source>You drew a General or a flower: you must take it.</source>
        <comment>sisepai.illegal.must_take</comment>
        <translation>你摸到的是将或花牌：必须要下。</translation>
    </message>
    <message>
        <source>Generals and flowers can never be discarded.</source>
        <comment>sisepai.illegal.never_discard</comment>
        <translation>将和花牌永远不能打出。</translation>
    </message>
    <message>
        <source>That claim would leave you nothing you may discard.</source>
        <comment>sisepai.illegal.no_discard_left</comment>
        <translation>要了这张牌，你就没有可以打出的牌了。</translation>
    </message>
    <message>
        <source>A claim that does not win cannot make a pair.</source>
        <comment>sisepai.illegal.no_pair</comment>
        <translation>不能和牌的要牌不能组成对子。</translation>
    </message>
    <message>
        <source>Those cards and the {card} do not form a legal group.</source>
        <comment>sisepai.illegal.not_a_group</comment>
        <translation>这些牌和{card}组不成合法的牌组。</translation>
    </message>
    <message>
        <source>Your cards and the {card} do not all form melds.</source>
        <comment>sisepai.illegal.not_a_win</comment>
        <translation>你的牌加上{card}不能全部组成牌组。</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>sisepai.illegal.not_in_hand</comment>
        <translation>你手里没有{card}。</translation>
    </message>
    <message>
        <source>You discard only after taking a card.</source>
        <comment>sisepai.illegal.nothing_to_discard</comment>
        <translation>要先拿到一张牌，才能打牌。</translation>
    </message>
    <message>
        <source>Only the drawer and the next player may claim for a mixed group; you may claim only for a triple or a quad.</source>
        <comment>sisepai.illegal.only_sets</comment>
        <translation>只有摸牌者和下家才能要牌组杂组；你只能要牌组成三张或四张同牌。</translation>
    </message>
    <message>
        <source>Only the drawer may take a General or a flower, unless it wins.</source>
        <comment>sisepai.illegal.only_to_win</comment>
        <translation>除非能和牌，否则只有摸牌者才能要将或花牌。</translation>
    </message>
    <message>
        <source>Nobody claims their own discard.</source>
        <comment>sisepai.illegal.own_discard</comment>
        <translation>不能要自己打出的牌。</translation>
    </message>
    <message>
        <source>command group</source>
        <comment>sisepai.meld.command</comment>
        <translation>将士象组</translation>
    </message>
    <message>
        <source>field group</source>
        <comment>sisepai.meld.field</comment>
        <translation>车马炮组</translation>
    </message>
    <message>
        <source>flower</source>
        <comment>sisepai.meld.flower</comment>
        <translation>花牌</translation>
    </message>
    <message>
        <source>single General</source>
        <comment>sisepai.meld.general</comment>
        <translation>单将</translation>
    </message>
    <message>
        <source>pair</source>
        <comment>sisepai.meld.pair</comment>
        <translation>对子</translation>
    </message>
    <message>
        <source>quad</source>
        <comment>sisepai.meld.quad</comment>
        <translation>四张同牌</translation>
    </message>
    <message>
        <source>soldier group</source>
        <comment>sisepai.meld.soldiers</comment>
        <translation>兵卒组</translation>
    </message>
    <message>
        <source>triple</source>
        <comment>sisepai.meld.triple</comment>
        <translation>三张同牌</translation>
    </message>
    <message>
        <source>The stock is exhausted with no winner: a draw.</source>
        <comment>sisepai.outcome.exhausted</comment>
        <translation>牌堆已摸完，无人获胜：平局。</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <comment>core.illegal.not_a_move</comment>
        <translation>这不是本游戏的走法。</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>No hint now: it is not your turn.</source>
        <translation>现在没有提示：还没轮到你。</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>正在寻找好的出法…</translation>
    </message>
    <message>
        <source>The new AI level applies from the next deal.</source>
        <translation>新的 AI 难度从下一局开始生效。</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>发牌中…</translation>
    </message>
    <message>
        <source>{event} {status}</source>
        <comment>the status line: an opponent&apos;s latest move, then what to do now</comment>
        <translation>{event}{status}</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Take-backs are turned off (see the menu&apos;s options).</source>
        <translation>悔牌已关闭（见菜单中的选项）。</translation>
    </message>
    <message>
        <source>The deal is over: there is nothing to take back.</source>
        <translation>本局已结束：没有可悔的。</translation>
    </message>
    <message>
        <source>Nothing to take back yet: you have made no move.</source>
        <translation>还没有可悔的：你还没有出过牌。</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message numerus="yes">
        <source>%1 · %Ln tiles</source>
        <comment>lobby origin line: where the game is from · size of the set</comment>
        <translation>
            <numerusform>%1 · %Ln 张牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln cards</source>
        <comment>lobby origin line: where the game is from · size of the pack</comment>
        <translation>
            <numerusform>%1 · %Ln 张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>Played %1 · won %2 · best streak %3</source>
        <comment>lobby: the player&apos;s statistics of a game</comment>
        <translation>已玩 %1 局 · 胜 %2 局 · 最长连胜 %3 局</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Wikipedia</source>
        <translation>维基百科</translation>
    </message>
    <message>
        <source>%1 on Wikipedia</source>
        <translation>维基百科上的%1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>%1规则</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Start %1</source>
        <translation>开始%1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Continue the unfinished deal of %1</source>
        <translation>继续未完成的%1牌局</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>新开一局</translation>
    </message>
    <message>
        <source>New deal of %1</source>
        <translation>新开一局%1</translation>
    </message>
    <message>
        <source>Statistics of %1</source>
        <translation>%1统计</translation>
    </message>
    <message>
        <source>Show the statistics</source>
        <translation>查看统计</translation>
    </message>
    <message>
        <source>%1 is coming in a later version.</source>
        <translation>%1将在以后的版本中推出。</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>即将推出</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>AI 难度</translation>
    </message>
    <message>
        <source>AI level for %1</source>
        <translation>%1的 AI 难度</translation>
    </message>
    <message>
        <source>How strong the AI opponents play, from the next deal</source>
        <translation>AI 对手的强度，从下一局开始生效</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Sì Sè Pái</source>
        <translation>四色牌</translation>
    </message>
    <message>
        <source>Southern Fujian tradition · China</source>
        <translation>闽南传统 · 中国</translation>
    </message>
    <message>
        <source>4 players · you against three AI · one deal</source>
        <translation>4 人 · 你对三个 AI · 一局</translation>
    </message>
    <message>
        <source>Durak</source>
        <translation>杜拉克</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation>俄罗斯</translation>
    </message>
    <message>
        <source>Defend with a higher card of the same suit or a trump, and add attacks that match ranks already on the table. After the stock runs out, the last player still holding cards becomes the durak (the fool).</source>
        <translation>用同花色的大牌或王牌防守，并按桌上已有的点数添牌进攻。牌堆摸完后，最后手里还有牌的玩家就是傻瓜（durak）。</translation>
    </message>
    <message>
        <source>2 players · you against one AI · a single deal</source>
        <translation>2 人 · 你对一个 AI · 一局</translation>
    </message>
    <message>
        <source>Chinese Official Mahjong</source>
        <translation>国标麻将</translation>
    </message>
    <message>
        <source>China</source>
        <translation>中国</translation>
    </message>
    <message>
        <source>Find scoring patterns in your hand. Reach eight points under Chinese Official rules, with flower points counted separately.</source>
        <translation>在手牌中组成各种番种。按国标规则须满 8 番才能和牌，花牌另计。</translation>
    </message>
    <message>
        <source>Kowah</source>
        <translation>Kowah</translation>
    </message>
    <message>
        <source>Java, Indonesia</source>
        <translation>印度尼西亚爪哇</translation>
    </message>
    <message>
        <source>A traditional money-card game of Chinese communities in Java: make two triples and an identical pair, declare cheki, then wait for the third matching card.</source>
        <translation>爪哇华人社区传统的纸牌游戏：凑成两副刻子和一个完全相同的对子，报听（cheki），再等第三张相同的牌。</translation>
    </message>
    <message>
        <source>3 players · you against two AI · one deal</source>
        <translation>3 人 · 你对两个 AI · 一局</translation>
    </message>
    <message>
        <source>Chess pieces and soldiers in four colours: Red, Yellow, White and Green. A 120-card pack; this table plays the 117-card flower variant.</source>
        <translation>四种颜色的象棋子和兵卒：红、黄、白、绿。整副牌 120 张；本牌桌玩的是 117 张的花牌玩法。</translation>
    </message>
</context>
<context>
    <name>GapWords</name>
    <message>
        <source>ready either way</source>
        <translation>两种都已听牌</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready either way</source>
        <translation>
            <numerusform>两种都离听牌还差%n步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ready instead of %n tile(s) from ready</source>
        <translation>
            <numerusform>已听牌，而非还差%n步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready instead of ready</source>
        <translation>
            <numerusform>离听牌还差%n步，而非已听牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready instead of %1</source>
        <comment>the player&apos;s hand, then the AI&apos;s</comment>
        <translation>
            <numerusform>离听牌还差%n步，而非%1步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n useful tile(s) instead of %1</source>
        <comment>live tiles that would help: the player&apos;s hand, then the AI&apos;s</comment>
        <translation>
            <numerusform>有效牌%n张，而非%1张</numerusform>
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
        <translation>按此评分，你的选择并不更差。</translation>
    </message>
    <message>
        <source>Your hand: %1; %2.</source>
        <comment>an MCR review row: tiles from ready, useful tiles</comment>
        <translation>你的手牌：%1；%2。</translation>
    </message>
    <message>
        <source>Chance of a live ready hand: %1 instead of %2.</source>
        <comment>Kowah: the player&apos;s choice, then the AI&apos;s</comment>
        <translation>听牌且仍能和牌的机会：%1，而非%2。</translation>
    </message>
    <message>
        <source>Hard AI&apos;s score (−1 to +1): %1 for yours, %2 for its choice.</source>
        <comment>Durak: -1 the durak, +1 out first</comment>
        <translation>AI（困难）的评分（−1 到 +1）：你的选择 %1，它的选择 %2。</translation>
    </message>
    <message>
        <source>Hard AI&apos;s score: %1 for yours, %2 for its choice.</source>
        <comment>the hard AI&apos;s outlook of each choice</comment>
        <translation>AI（困难）的评分：你的选择 %1，它的选择 %2。</translation>
    </message>
</context>
<context>
    <name>GiveUpQuestion</name>
    <message>
        <source>New deal</source>
        <translation>新开一局</translation>
    </message>
    <message>
        <source>Give up the unfinished %1 deal and deal again?</source>
        <translation>放弃未完成的%1牌局并重新发牌？</translation>
    </message>
    <message>
        <source>Nothing is counted for a deal given up.</source>
        <translation>放弃的牌局不计入统计。</translation>
    </message>
    <message>
        <source>&amp;Deal again</source>
        <translation>重新发牌(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>继续这一局(&amp;K)</translation>
    </message>
    <message>
        <source>Do&amp;n&apos;t ask again</source>
        <translation>不再询问(&amp;N)</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>L&amp;anguage</source>
        <translation>语言(&amp;A)</translation>
    </message>
    <message>
        <source>Co&amp;ntrast</source>
        <translation>对比度(&amp;N)</translation>
    </message>
    <message>
        <source>Gra&amp;in</source>
        <translation>颗粒感(&amp;I)</translation>
    </message>
    <message>
        <source>Colour te&amp;mperature</source>
        <translation>色温(&amp;M)</translation>
    </message>
</context>
<context>
    <name>KowahTable</name>
    <message>
        <source>&amp;Draw</source>
        <translation>摸牌(&amp;D)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>摸牌</translation>
    </message>
    <message>
        <source>Draw the top card of the stock</source>
        <translation>从牌堆顶摸一张牌</translation>
    </message>
    <message>
        <source>&amp;Take</source>
        <translation>拿牌(&amp;T)</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>拿牌</translation>
    </message>
    <message>
        <source>Take the latest discard (not on your first turn)</source>
        <translation>拿最新的弃牌（第一个回合不能拿）</translation>
    </message>
    <message>
        <source>De&amp;clare cheki</source>
        <translation>报听(&amp;C)</translation>
    </message>
    <message>
        <source>Declare cheki</source>
        <translation>报听</translation>
    </message>
    <message>
        <source>Lock your ready hand and expose the waiting pair</source>
        <translation>锁定听牌的手牌，亮出听对</translation>
    </message>
    <message>
        <source>&amp;Stay silent</source>
        <translation>暗听(&amp;S)</translation>
    </message>
    <message>
        <source>Stay silent</source>
        <translation>暗听</translation>
    </message>
    <message>
        <source>Keep playing without declaring</source>
        <translation>不报听，继续打牌</translation>
    </message>
    <message>
        <source>Expose the pair of {face}</source>
        <translation>亮出一对{face}</translation>
    </message>
    <message>
        <source>(hint)</source>
        <translation>（提示）</translation>
    </message>
</context>
<context>
    <name>KowahWords</name>
    <message>
        <source>Hint: draw from the stock</source>
        <translation>提示：从牌堆摸牌</translation>
    </message>
    <message>
        <source>Hint: take the {card}</source>
        <translation>提示：拿{card}</translation>
    </message>
    <message>
        <source>Hint: discard the {card}</source>
        <translation>提示：打出{card}</translation>
    </message>
    <message>
        <source>Hint: declare cheki, exposing the pair of {face}</source>
        <translation>提示：报听，亮出一对{face}</translation>
    </message>
    <message>
        <source>Hint: do not declare yet</source>
        <translation>提示：先别报听</translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat}正在思考…</translation>
    </message>
    <message>
        <source>Cheki! You wait on the {face}: draw from the stock</source>
        <translation>已报听！你听{face}：从牌堆摸牌</translation>
    </message>
    <message>
        <source>Your first turn must draw: click the stock</source>
        <translation>第一个回合必须摸牌：点击牌堆</translation>
    </message>
    <message>
        <source>Draw from the stock, or take the {card}</source>
        <translation>从牌堆摸牌，或拿{card}</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>从牌堆摸牌</translation>
    </message>
    <message>
        <source>Click the {card} again (or press Enter) to discard it</source>
        <translation>再点一次{card}（或按回车键）即可打出</translation>
    </message>
    <message>
        <source>Discard a card: click it twice, or drag it to the discards</source>
        <translation>打出一张牌：点两次，或拖到弃牌堆</translation>
    </message>
    <message>
        <source>Your hand is ready: declare cheki, or stay silent</source>
        <translation>你已听牌：报听，或暗听</translation>
    </message>
    <message>
        <source>The deal is drawn</source>
        <translation>本局平局</translation>
    </message>
    <message>
        <source>×{multiplier}</source>
        <translation>{multiplier}倍</translation>
    </message>
    <message>
        <source>You win {times}!</source>
        <translation>你赢了，{times}！</translation>
    </message>
    <message>
        <source>{seat} wins {times}</source>
        <translation>{seat}获胜，{times}</translation>
    </message>
    <message>
        <source>The stock ran out and neither the last card nor its discard completed a waiting pair.</source>
        <translation>牌堆已摸完，最后一张牌和它的弃牌都没有配成任何人的听对。</translation>
    </message>
    <message>
        <source>A drawn card is checked for the drawer first, then round the table in turn.</source>
        <translation>摸到的牌先看摸牌者能否和，再按顺序轮流看其他人。</translation>
    </message>
    <message>
        <source>A discard is checked round the table in turn, from the seat after the discarder.</source>
        <translation>打出的牌从打牌者的下家起，按顺序轮流检查。</translation>
    </message>
    <message>
        <source>{seat} ({level}) · cards: {count}</source>
        <translation>{seat}（{level}）· 手牌：{count}</translation>
    </message>
    <message>
        <source>cheki</source>
        <translation>已报听</translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation>你的手牌，共{count}张</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand, cards: {count}</source>
        <translation>{seat}的手牌，共{count}张</translation>
    </message>
    <message>
        <source>You · cheki</source>
        <translation>你 · 已报听</translation>
    </message>
    <message>
        <source>You wait on the {face}</source>
        <translation>你听{face}</translation>
    </message>
    <message>
        <source>{seat} waits on the {face}</source>
        <translation>{seat}听{face}</translation>
    </message>
    <message>
        <source>{card}, discarded by {seat}</source>
        <translation>{card}，{seat}打出</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>牌堆 · {count}</translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation>牌堆，共{count}张</translation>
    </message>
    <message>
        <source>Discards · {count}</source>
        <translation>弃牌 · {count}</translation>
    </message>
    <message>
        <source>Discards, cards: {count}</source>
        <translation>弃牌堆，共{count}张</translation>
    </message>
    <message>
        <source>{seat} drew</source>
        <translation>{seat}摸到</translation>
    </message>
    <message>
        <source>The latest face-up draw</source>
        <translation>最新亮明摸到的牌</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>Choose a game</source>
        <translation>选择游戏</translation>
    </message>
    <message>
        <source>Traditional card and tile games from around the world</source>
        <translation>来自世界各地的传统纸牌和骨牌游戏</translation>
    </message>
</context>
<context>
    <name>MahjongController</name>
    <message>
        <source>This tile can be claimed in several ways: choose one on the bar</source>
        <translation>这张牌可以用几种方式要：请在下方选择一种</translation>
    </message>
</context>
<context>
    <name>MahjongResults</name>
    <message>
        <source>Fan</source>
        <translation>番种</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>番数</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>花牌</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>receives %1</source>
        <translation>收入 %1</translation>
    </message>
    <message>
        <source>pays %1</source>
        <translation>支付 %1</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>收支</translation>
    </message>
    <message>
        <source>Fans and points</source>
        <translation>番种与番数</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>收支</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <comment>a fan counted more than once</comment>
        <translation>
            <numerusform>%n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>The winning hand; framed, the winning tile: {tile}</source>
        <translation>和牌的手牌；框出的是和张：{tile}</translation>
    </message>
    <message>
        <source>The winning hand</source>
        <translation>和牌的手牌</translation>
    </message>
</context>
<context>
    <name>MahjongTable</name>
    <message>
        <source>&amp;Chow</source>
        <translation>吃(&amp;C)</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Chow {tiles}</source>
        <translation>吃 {tiles}</translation>
    </message>
    <message>
        <source>Claim the discard into the chow {tiles}</source>
        <translation>吃这张牌，组成顺子 {tiles}</translation>
    </message>
    <message>
        <source>&amp;Pung</source>
        <translation>碰(&amp;P)</translation>
    </message>
    <message>
        <source>Pung</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Claim the discard into a pung with your pair</source>
        <translation>用手里的对子碰这张牌</translation>
    </message>
    <message>
        <source>Claim the discard into a kong with your three</source>
        <translation>用手里的三张杠这张牌（明杠）</translation>
    </message>
    <message>
        <source>Declare a concealed kong of {tile}</source>
        <translation>暗杠{tile}</translation>
    </message>
    <message>
        <source>Add the {tile} to your pung</source>
        <translation>把{tile}加到你碰出的牌上（加杠）</translation>
    </message>
    <message>
        <source>&amp;Kong</source>
        <translation>杠(&amp;K)</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>杠</translation>
    </message>
    <message>
        <source>Kong of {tile}</source>
        <translation>杠{tile}</translation>
    </message>
    <message>
        <source>Win on this tile</source>
        <translation>和这张牌</translation>
    </message>
    <message>
        <source>Win with the tile you drew</source>
        <translation>自摸和牌</translation>
    </message>
    <message>
        <source>Hu: declare the win</source>
        <translation>和：宣告和牌</translation>
    </message>
    <message>
        <source>H&amp;u!</source>
        <translation>和！(&amp;U)</translation>
    </message>
    <message>
        <source>Pa&amp;ss</source>
        <translation>过(&amp;S)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>过</translation>
    </message>
    <message>
        <source>Let the discard go</source>
        <translation>不要这张牌</translation>
    </message>
</context>
<context>
    <name>MahjongWords</name>
    <message>
        <source>East</source>
        <translation>东</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>{seat} ({wind})</source>
        <translation>{seat}（{wind}）</translation>
    </message>
    <message>
        <source>{wind} · {seat}</source>
        <translation>{wind} · {seat}</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the ranks of one suit in a list of tiles: 3, 6 of dots</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the suits of a list of tiles: 3, 6 of dots; East Wind</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Hint: discard the {tile}.</source>
        <translation>提示：打出{tile}。</translation>
    </message>
    <message>
        <source>Hint: declare Hu, you win!</source>
        <translation>提示：和牌，你赢了！</translation>
    </message>
    <message>
        <source>Hint: chow {tiles}.</source>
        <translation>提示：吃，组成 {tiles}。</translation>
    </message>
    <message>
        <source>Hint: pung.</source>
        <translation>提示：碰。</translation>
    </message>
    <message>
        <source>Hint: declare the kong.</source>
        <translation>提示：杠。</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>提示：过。</translation>
    </message>
    <message>
        <source>Ready: waiting on {tiles} ({count} unseen).</source>
        <translation>已听牌：听 {tiles}（未见{count}张）。</translation>
    </message>
    <message numerus="yes">
        <source>{shanten} from ready; {count} unseen tiles improve it: {tiles}.</source>
        <translation>
            <numerusform>离听牌还差{shanten}步；未见的有效牌{count}张：{tiles}。</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat}正在思考…</translation>
    </message>
    <message>
        <source>Claim it or pass</source>
        <translation>要牌或过</translation>
    </message>
    <message>
        <source>{seat} discarded the {tile}: claim it or pass</source>
        <translation>{seat}打出{tile}：要牌或过</translation>
    </message>
    <message>
        <source>Rob the kong with Hu, or pass</source>
        <translation>用“和”抢杠，或过</translation>
    </message>
    <message>
        <source>{seat} adds the {tile} to a kong: rob it with Hu, or pass</source>
        <translation>{seat}加杠{tile}：抢杠和，或过</translation>
    </message>
    <message>
        <source>Discard the {tile}? Click it again or press Enter</source>
        <translation>打出{tile}？再点一次或按回车键</translation>
    </message>
    <message>
        <source>Your turn: declare, or choose a tile to discard</source>
        <translation>轮到你：和牌、开杠，或选一张牌打出</translation>
    </message>
    <message>
        <source>Your turn: click a tile to choose it, click again to discard</source>
        <translation>轮到你：点一张牌选中，再点一次打出</translation>
    </message>
    <message>
        <source>A draw: the wall is exhausted</source>
        <translation>荒庄：牌墙已摸完</translation>
    </message>
    <message numerus="yes">
        <source>Hu! You win {total} points</source>
        <translation>
            <numerusform>和！你赢得{total}番</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins {total} points</source>
        <translation>
            <numerusform>{seat}和牌，{total}番</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody completed a hand before the last tile; nobody pays.</source>
        <translation>直到最后一张牌都无人和牌；谁都不用付分。</translation>
    </message>
    <message>
        <source>{seat} drew the winning tile ({tile}).</source>
        <translation>{seat}自摸和牌（{tile}）。</translation>
    </message>
    <message>
        <source>{seat} robbed the kong of {discarder} ({tile}).</source>
        <translation>{seat}抢{discarder}的杠和牌（{tile}）。</translation>
    </message>
    <message>
        <source>{seat} won on the discard of {discarder} ({tile}).</source>
        <translation>{seat}和了{discarder}打出的牌（{tile}）。</translation>
    </message>
    <message>
        <source>Wall · {count}</source>
        <translation>牌墙 · {count}</translation>
    </message>
    <message>
        <source>East round</source>
        <translation>东风圈</translation>
    </message>
    <message>
        <source>The wall, tiles: {count}</source>
        <translation>牌墙，共{count}张</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>庄家</translation>
    </message>
    <message numerus="yes">
        <source>{count} tiles</source>
        <translation>
            <numerusform>{count}张</numerusform>
        </translation>
    </message>
    <message>
        <source>Your concealed tiles: {count}</source>
        <translation>你的手牌：{count}张</translation>
    </message>
    <message>
        <source>Your discards</source>
        <translation>你的弃牌</translation>
    </message>
    <message>
        <source>Your melds</source>
        <translation>你的副露</translation>
    </message>
    <message>
        <source>Your flowers</source>
        <translation>你的花牌</translation>
    </message>
    <message>
        <source>Concealed tiles of {seat}: {count}</source>
        <translation>{seat}的手牌：{count}张</translation>
    </message>
    <message>
        <source>Discards of {seat}</source>
        <translation>{seat}的弃牌</translation>
    </message>
    <message>
        <source>Melds of {seat}</source>
        <translation>{seat}的副露</translation>
    </message>
    <message>
        <source>Flowers of {seat}</source>
        <translation>{seat}的花牌</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The saved window size could not be used, so the window has its default size. Your settings file was kept as %1.</source>
        <translation>无法使用保存的窗口大小，窗口按默认大小打开。你的设置文件已保存为 %1。</translation>
    </message>
    <message>
        <source>Your settings file could not be read. It was kept as %1 and the default settings are used.</source>
        <translation>无法读取你的设置文件。原文件已保存为 %1，现使用默认设置。</translation>
    </message>
    <message>
        <source>Your statistics file could not be read. It was kept as %1 and counting starts again.</source>
        <translation>无法读取你的统计文件。原文件已保存为 %1，统计将重新开始。</translation>
    </message>
    <message>
        <source>Your past %1 deals could not be read. The file was kept as %2 and the list starts again.</source>
        <translation>无法读取你以往的%1牌局。该文件已保存为 %2，列表将重新开始。</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>文件已损坏</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Cardavia</source>
        <translation>它由更新版本的 Cardavia 保存</translation>
    </message>
    <message>
        <source>its format is unknown</source>
        <translation>文件格式无法识别</translation>
    </message>
    <message>
        <source>it belongs to another game</source>
        <translation>它属于另一个游戏</translation>
    </message>
    <message>
        <source>Your unfinished %1 deal could not be continued: %2. The file was kept as %3.</source>
        <translation>无法继续你未完成的%1牌局：%2。该文件已保存为 %3。</translation>
    </message>
    <message>
        <source>Cardavia could not open a web browser. The article on %1 is at %2</source>
        <translation>Cardavia 无法打开维基百科页面。关于%1的条目在 %2</translation>
    </message>
    <message>
        <source>Cardavia</source>
        <translation>Cardavia</translation>
    </message>
    <message>
        <source>the game&apos;s rules have changed since it was saved</source>
        <translation>保存之后游戏规则已有改动</translation>
    </message>
    <message>
        <source>This %1 deal cannot be watched again: the game&apos;s rules have changed since it was played.</source>
        <translation>无法重看这局%1：这局打完以后，游戏规则已有改动。</translation>
    </message>
    <message>
        <source>This %1 deal cannot be watched again: its record is damaged.</source>
        <translation>无法重看这局%1：这局的记录已损坏。</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Your game can&apos;t be saved: %1.</source>
        <translation>无法保存本局：%1。</translation>
    </message>
    <message>
        <source>Your settings can&apos;t be saved: %1.</source>
        <translation>无法保存你的设置：%1。</translation>
    </message>
    <message>
        <source>Your statistics can&apos;t be saved: %1.</source>
        <translation>无法保存你的统计：%1。</translation>
    </message>
    <message>
        <source>Your past deals can&apos;t be saved: %1.</source>
        <translation>无法保存你以往的牌局：%1。</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>磁盘为只读</translation>
    </message>
    <message>
        <source>Cardavia is not allowed to write to its folder</source>
        <translation>Cardavia 无权写入它的文件夹</translation>
    </message>
    <message>
        <source>the disk reported an error (%1) at %2</source>
        <translation>磁盘在 %2 报告了错误（%1）</translation>
    </message>
    <message>
        <source>the disk reported an error (%1)</source>
        <translation>磁盘报告了错误（%1）</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>OptionsButton</name>
    <message>
        <source>Card &amp;indices</source>
        <translation>牌角标记(&amp;I)</translation>
    </message>
    <message>
        <source>Russian (В, Д, К, Т)</source>
        <translation>俄式（В、Д、К、Т）</translation>
    </message>
    <message>
        <source>Latin (J, Q, K, A)</source>
        <translation>拉丁字母（J、Q、K、A）</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>动画(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Shapes on Sì Sè Pái colours</source>
        <translation>四色牌颜色加形状标记(&amp;S)</translation>
    </message>
    <message>
        <source>A circle, triangle, square or diamond tells the four colours apart</source>
        <translation>用圆形、三角形、方形和菱形区分四种颜色</translation>
    </message>
    <message>
        <source>Ask before &amp;giving up a deal</source>
        <translation>放弃牌局前先询问(&amp;G)</translation>
    </message>
    <message>
        <source>New deal asks first when you have played in the deal on the table</source>
        <translation>如果你已在桌上这一局中出过牌，新开一局前会先询问</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Menu (F10)</source>
        <translation>菜单（F10）</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Allo&amp;w take-backs</source>
        <translation>允许悔牌(&amp;W)</translation>
    </message>
    <message>
        <source>Take back moves with Ctrl+Z; a deal won with take-backs is counted apart</source>
        <translation>按 Ctrl+Z 悔牌；悔牌后赢的牌局单独计数</translation>
    </message>
</context>
<context>
    <name>PastDealsModel</name>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Won with take-backs</source>
        <translation>悔牌后胜</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>平局</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>an MCR winning hand&apos;s points (fan), in the list of past deals</comment>
        <translation>
            <numerusform>%n 番</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>the winning hand&apos;s points, in the list of past deals</comment>
        <translation>
            <numerusform>%n 分</numerusform>
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
            <numerusform>悔牌 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hints</source>
        <comment>help used in a past deal</comment>
        <translation>
            <numerusform>提示 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no help used in a past deal</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>Enter or double-click: watch this deal again</source>
        <translation>回车或双击：重看这一局</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Winning hand</source>
        <comment>the column of the winner&apos;s points or multiplier, whoever won</comment>
        <translation>赢家手牌</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>AI 难度</translation>
    </message>
    <message>
        <source>Help used</source>
        <translation>使用的帮助</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>The deal is dealt. Step forward or press Play to watch it again.</source>
        <translation>牌已发好。前进一步，或按“播放”重看这局。</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Play the deal on, or pause it (Space)</source>
        <translation>继续播放这局，或暂停（空格键）</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n decisions</source>
        <comment>the review&apos;s progress</comment>
        <translation>
            <numerusform>%n 个决定中的 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <source>The strongest AI looks at each of your decisions in this deal and says where it would have played otherwise.</source>
        <translation>最强的 AI 会看你这局的每个决定，并指出它在哪里会打得不一样。</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>重看：%1</translation>
    </message>
    <message>
        <source>&amp;Close replay</source>
        <translation>关闭重看(&amp;C)</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>关闭重看</translation>
    </message>
    <message>
        <source>Back to where the replay was opened</source>
        <translation>回到打开重看之前的页面</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开头(&amp;S)</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>到开头</translation>
    </message>
    <message>
        <source>To the start of the deal (Home)</source>
        <translation>到这局的开头（Home）</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>后退一步（←）</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>前进一步(&amp;F)</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>One move forward (Right)</source>
        <translation>前进一步（→）</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>结尾(&amp;E)</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>到结尾</translation>
    </message>
    <message>
        <source>To the end of the deal (End)</source>
        <translation>到这局的结尾（End）</translation>
    </message>
    <message>
        <source>Position in the deal</source>
        <translation>这局中的位置</translation>
    </message>
    <message>
        <source>Only what I sa&amp;w</source>
        <translation>只看我见过的(&amp;W)</translation>
    </message>
    <message>
        <source>Review my pla&amp;y</source>
        <translation>复盘我的打法(&amp;Y)</translation>
    </message>
    <message>
        <source>Only what I saw</source>
        <translation>只看我见过的</translation>
    </message>
    <message>
        <source>Moves played: %1 of %2</source>
        <translation>已走 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Hide the cards you could not see during the deal</source>
        <translation>盖住这局中你看不到的牌</translation>
    </message>
    <message>
        <source>Deal log</source>
        <translation>本局记录</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Every move of the deal; Enter shows the table after it</source>
        <translation>这局的每一步；按回车显示这一步之后的牌桌</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>复盘我的打法</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>停止复盘</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>复盘进度</translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation>你的决定</translation>
    </message>
    <message>
        <source>Each of your decisions and the AI&apos;s verdict; Enter shows the table before it</source>
        <translation>你的每个决定和 AI 的评判；按回车显示做决定之前的牌桌</translation>
    </message>
</context>
<context>
    <name>ResultsOverlay</name>
    <message>
        <source>&amp;Play again</source>
        <translation>再玩一局(&amp;P)</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>再玩一局</translation>
    </message>
    <message>
        <source>Back to &amp;lobby</source>
        <translation>返回大厅(&amp;L)</translation>
    </message>
    <message>
        <source>Back to lobby</source>
        <translation>返回大厅</translation>
    </message>
    <message>
        <source>Vie&amp;w the table</source>
        <comment>set the results aside to look at the final table</comment>
        <translation>查看牌桌(&amp;W)</translation>
    </message>
    <message>
        <source>View the table</source>
        <translation>查看牌桌</translation>
    </message>
    <message>
        <source>Set the results aside to look at the final table (Esc)</source>
        <translation>收起结果，查看最后的牌桌（Esc）</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <comment>watch the deal just finished again</comment>
        <translation>重看(&amp;R)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>重看</translation>
    </message>
    <message>
        <source>Watch this deal again, every hand face up</source>
        <translation>重看这局，所有人的牌都亮出来</translation>
    </message>
    <message>
        <source>Review my pla&amp;y</source>
        <translation>复盘我的打法(&amp;Y)</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>复盘我的打法</translation>
    </message>
    <message>
        <source>Compare each of your decisions with the strongest AI&apos;s choice</source>
        <translation>把你的每个决定和最强 AI 的选择比一比</translation>
    </message>
</context>
<context>
    <name>ReviewList</name>
    <message>
        <source>You say Done.</source>
        <translation>你按了“完成”。</translation>
    </message>
    <message>
        <source>The AI says Done.</source>
        <translation>AI 按“完成”。</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>你选择过。</translation>
    </message>
    <message>
        <source>The AI passes.</source>
        <translation>AI 选择过。</translation>
    </message>
    <message>
        <source>the AI</source>
        <comment>the reviewing AI named in a sentence, in the player&apos;s place</comment>
        <translation>AI</translation>
    </message>
    <message>
        <source>The AI agrees.</source>
        <translation>AI 也会这么打。</translation>
    </message>
    <message>
        <source>In your place: %1</source>
        <comment>then what the AI would have done</comment>
        <translation>换作 AI：%1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <comment>a decision&apos;s number in the deal</comment>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>Enter or double-click: the table before this decision</source>
        <translation>回车或双击：显示这个决定之前的牌桌</translation>
    </message>
</context>
<context>
    <name>ReviewListModel</name>
    <message numerus="yes">
        <source>You agreed with the %1 AI on %2 of %n decisions.</source>
        <comment>the review&apos;s summary</comment>
        <translation>
            <numerusform>%n 个决定中，你有 %2 个和 AI（%1）一致。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The review was stopped after %1 of %n decisions.</source>
        <comment>after the summary</comment>
        <translation>
            <numerusform>复盘在 %n 个决定中的第 %1 个之后停止了。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDurak</name>
    <message>
        <source>Durak</source>
        <translation>杜拉克</translation>
    </message>
    <message>
        <source>Durak comes from Russia and is played with a pack of 36 cards. This table seats two players, you against one AI, for a single deal. Defend with a higher card of the same suit or a trump, and add attacks that match ranks already on the table. After the stock runs out, the last player still holding cards becomes the &lt;i&gt;durak&lt;/i&gt;: the fool.</source>
        <translation>杜拉克源自俄罗斯，使用一副 36 张的扑克牌。本牌桌两人对局：你对一个 AI，打一局。防守时要用同花色的更大的牌，或者用王牌；进攻方可以添上与桌上已有点数相同的牌。牌堆摸完以后，最后手里还有牌的人就是&lt;i&gt;傻瓜&lt;/i&gt;（durak）。</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Get rid of all your cards once the stock has run out. The last player still holding cards loses and is the durak.</source>
        <translation>在牌堆摸完以后，把手里的牌全部出完。最后手里还剩牌的人输，成为傻瓜。</translation>
    </message>
    <message>
        <source>If both players go out in the same bout, the deal is a draw.</source>
        <translation>如果双方在同一轮里同时出完，本局为平局。</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>The game uses a 36-card Russian “Atlas” (Атласные) pack of four suits.</source>
        <translation>使用一副 36 张、四种花色的俄罗斯“Atlas”（Атласные）扑克牌。</translation>
    </message>
    <message>
        <source>In each suit the cards rank from low to high: 6, 7, 8, 9, 10, Jack (Валет), Queen (Дама), King (Король), Ace (Туз).</source>
        <translation>每种花色的牌从小到大依次是：6、7、8、9、10、J（Валет）、Q（Дама）、K（Король）、A（Туз）。</translation>
    </message>
    <message>
        <source>Each player is dealt six cards.</source>
        <translation>每人发六张牌。</translation>
    </message>
    <message>
        <source>The next card is turned face up. Its suit is &lt;b&gt;trump&lt;/b&gt; for the whole deal. The card is placed face up under the stock, so it is the last card to be drawn.</source>
        <translation>接着翻开下一张牌，它的花色就是整局的&lt;b&gt;王牌&lt;/b&gt;。这张牌正面朝上压在牌堆底下，所以会是最后被摸走的一张。</translation>
    </message>
    <message>
        <source>The player holding the lowest trump attacks first. If neither of you holds a trump, you attack first.</source>
        <translation>手里王牌最小的人先进攻。如果双方都没有王牌，由你先进攻。</translation>
    </message>
    <message>
        <source>A bout</source>
        <translation>一轮</translation>
    </message>
    <message>
        <source>The game is a series of bouts. In each bout one player attacks and the other defends.</source>
        <translation>游戏由一轮又一轮的攻防组成。每一轮由一方进攻，另一方防守。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack.&lt;/b&gt; The attacker leads any card.</source>
        <translation>&lt;b&gt;进攻。&lt;/b&gt;进攻方任意出一张牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Defence.&lt;/b&gt; The defender beats the attack card with a higher card of the same suit or, if the attack card is not a trump, with any trump. Only a higher trump beats a trump.</source>
        <translation>&lt;b&gt;防守。&lt;/b&gt;防守方用同花色的更大的牌打掉进攻牌；如果进攻牌不是王牌，也可以用任意一张王牌打掉。王牌只能用更大的王牌打掉。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No need to follow suit.&lt;/b&gt; The defender may beat a card with a trump even while holding a higher card of its suit.</source>
        <translation>&lt;b&gt;不必跟花色。&lt;/b&gt;即使手里有同花色的更大的牌，防守方也可以用王牌来打。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Adding attacks.&lt;/b&gt; After each attack card is beaten, the attacker may add one more card whose rank matches any attack or defence card on the table, or stop.</source>
        <translation>&lt;b&gt;添牌。&lt;/b&gt;每打掉一张进攻牌后，进攻方可以再添一张牌，其点数须与桌上任意一张进攻牌或防守牌相同；也可以停手。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The limit.&lt;/b&gt; A bout holds at most six attack cards, and never more attack cards than the defender held at the start of the bout.</source>
        <translation>&lt;b&gt;上限。&lt;/b&gt;一轮最多六张进攻牌，而且进攻牌的张数不能超过防守方在这一轮开始时的手牌数。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Taking.&lt;/b&gt; Instead of beating, the defender may take. The attacker may still add matching cards within the bout&apos;s limits before stopping. The defender then picks up every card played in the bout and loses the next attack: at this two-player table the same attacker attacks again.</source>
        <translation>&lt;b&gt;收牌。&lt;/b&gt;防守方可以不打，选择收牌。在停手之前，进攻方仍可在本轮上限之内添上点数相同的牌。随后防守方把这一轮出过的牌全部收进手里，并失去下一次进攻的机会：在两人牌桌上，由原进攻方再次进攻。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Beaten off.&lt;/b&gt; If every attack card is beaten and the attacker stops, all the cards on the table are discarded and the defender becomes the next attacker.</source>
        <translation>&lt;b&gt;打退。&lt;/b&gt;如果每张进攻牌都被打掉，且进攻方停手，桌上的牌全部进入弃牌堆，由防守方成为下一轮的进攻方。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Drawing up.&lt;/b&gt; After each bout the bout&apos;s attacker refills their hand to six cards from the stock first, then the defender. When the stock cannot cover both, draw in that order until it runs out.</source>
        <translation>&lt;b&gt;补牌。&lt;/b&gt;每轮结束后，先由本轮的进攻方从牌堆补足到六张，再轮到防守方。牌堆不够两人补足时，按这个顺序摸，直到摸完为止。</translation>
    </message>
    <message>
        <source>End and scoring</source>
        <translation>结束与计分</translation>
    </message>
    <message>
        <source>There are no card points. Once the stock is empty, hands are checked only after a complete bout:</source>
        <translation>牌不计分。牌堆摸完以后，只在一轮完整结束后才检查双方手牌：</translation>
    </message>
    <message>
        <source>Both hands empty: the deal is a draw.</source>
        <translation>双方手牌都出完：本局平局。</translation>
    </message>
    <message>
        <source>Otherwise the player still holding cards is the durak, and the other player wins.</source>
        <translation>否则，手里还有牌的一方是傻瓜，另一方获胜。</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>规则说明</translation>
    </message>
    <message>
        <source>&lt;b&gt;Throw-in only.&lt;/b&gt; This is &lt;i&gt;podkidnoy&lt;/i&gt; (throw-in) Durak. There is no transfer (&lt;i&gt;perevodnoy&lt;/i&gt;) move: the defender can never pass an attack back by adding a card of the same rank.</source>
        <translation>&lt;b&gt;只能添牌。&lt;/b&gt;这是&lt;i&gt;添牌杜拉克&lt;/i&gt;（podkidnoy）。没有&lt;i&gt;转移杜拉克&lt;/i&gt;（perevodnoy）的转移玩法：防守方不能靠出一张同点数的牌把进攻转给对方。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Counting the limit.&lt;/b&gt; The defender&apos;s hand size that limits a bout is counted before the first attack card is played. Cards the defender picks up during the bout do not raise the limit.</source>
        <translation>&lt;b&gt;上限怎么算。&lt;/b&gt;限制一轮进攻张数的防守方手牌数，是在第一张进攻牌打出之前计算的。防守方在本轮中收起的牌不会提高上限。</translation>
    </message>
    <message>
        <source>&lt;b&gt;After “take”.&lt;/b&gt; Once the defender has said take, the attacker may add cards that match ranks on the table, up to the limit, and then stops. The defender cannot beat any more cards in that bout.</source>
        <translation>&lt;b&gt;选择“收牌”之后。&lt;/b&gt;防守方一旦选择收牌，进攻方可以在上限之内继续添上与桌上点数相同的牌，然后停手。这一轮里防守方不能再打掉任何牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;When cards may be added.&lt;/b&gt; The attacker may add a card only when every attack card on the table is beaten, or after the defender has said take.</source>
        <translation>&lt;b&gt;什么时候可以添牌。&lt;/b&gt;只有当桌上每张进攻牌都已被打掉，或防守方已选择收牌时，进攻方才能添牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The trump card.&lt;/b&gt; The face-up trump card is drawn last, as a normal card, by whichever player&apos;s draw reaches it.</source>
        <translation>&lt;b&gt;那张王牌。&lt;/b&gt;翻开的王牌作为普通牌最后被摸走，轮到谁摸到它就归谁。</translation>
    </message>
    <message>
        <source>&lt;b&gt;First attacker.&lt;/b&gt; There is never a tie: only one card can be the lowest trump. If neither hand holds a trump, you attack first.</source>
        <translation>&lt;b&gt;谁先进攻。&lt;/b&gt;不会出现并列：最小的王牌只可能有一张。如果双方手里都没有王牌，由你先进攻。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Running out mid-bout.&lt;/b&gt; If the attacker runs out of cards while the stock is empty, the bout is still finished: the defender beats or takes what is on the table. Only then are the hands checked for the end of the deal.</source>
        <translation>&lt;b&gt;一轮中途出完牌。&lt;/b&gt;如果牌堆已空时进攻方出完了牌，这一轮仍要打完：防守方打掉或收起桌上的牌。之后才检查手牌，看本局是否结束。</translation>
    </message>
    <message>
        <source>&lt;b&gt;When the deal ends.&lt;/b&gt; The deal ends when the stock is empty and, after a complete bout, at least one hand is empty. A player who goes out while the stock still holds cards simply refills.</source>
        <translation>&lt;b&gt;本局何时结束。&lt;/b&gt;当牌堆已空，并且一轮完整结束后至少有一方手牌出完，本局结束。牌堆里还有牌时出完手牌的一方只需补牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;When you may take.&lt;/b&gt; The defender may take whenever an attack card faces them unbeaten, even after beating earlier cards of the same bout. Taking picks up every card of the bout, beaten or not.</source>
        <translation>&lt;b&gt;什么时候可以收牌。&lt;/b&gt;只要面前还有没被打掉的进攻牌，防守方随时都可以收牌，即使本轮前面的牌已经打掉也一样。收牌时要把本轮所有的牌都收起，不论是否已被打掉。</translation>
    </message>
</context>
<context>
    <name>RulesKowah</name>
    <message>
        <source>Kowah (Cheki)</source>
        <translation>Kowah（Cheki）</translation>
    </message>
    <message>
        <source>Kowah, also called Cheki or Ceki, is a traditional money-card game of the Chinese communities in Java, Indonesia, played with 120 cards. This table seats three players, you against two AI, for one deal. Make two triples and an identical pair, declare &lt;i&gt;cheki&lt;/i&gt;, then wait for the third matching card.</source>
        <translation>Kowah 又叫 Cheki 或 Ceki，是印度尼西亚爪哇华人社区的传统纸牌游戏，用 120 张牌。本牌桌三人对局：你对两个 AI，打一局。凑成两副刻子和一个完全相同的对子，报听（&lt;i&gt;cheki&lt;/i&gt;），然后等第三张相同的牌。</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>You and the two AI players each play for yourselves. Make two triples and an identical pair, declare &lt;i&gt;cheki&lt;/i&gt;, then take the third exact match of your pair to win.</source>
        <translation>你和两个 AI 各自为战。凑成两副刻子和一个完全相同的对子，报听（&lt;i&gt;cheki&lt;/i&gt;），然后拿到与对子完全相同的第三张牌即可获胜。</translation>
    </message>
    <message>
        <source>If the stock runs out with no winner, the deal is a draw.</source>
        <translation>如果牌堆摸完仍无人获胜，本局平局。</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>Kowah is traditional among Chinese communities in Indonesia and the Malay world.</source>
        <translation>Kowah 流行于印度尼西亚和马来世界的华人社区。</translation>
    </message>
    <message>
        <source>It uses the compatible 120-card subset of the Chinese money-suited pack: four each of Coins, Strings and Myriads 1 to 9, plus four each of the first three honours. The twelve White Snake, Green Snake and Monk extras are left out.</source>
        <translation>使用中国传统钱牌（以钱币为花色的纸牌）中兼容的 120 张：饼、索、万三门的一到九各四张，再加前三种字牌各四张。不用白蛇、青蛇、和尚这十二张附加牌。</translation>
    </message>
    <message>
        <source>The three honours are Old Thousand (老千), Red Flower (紅花) and White Flower (白花): three distinct kinds, never wild.</source>
        <translation>三种字牌是老千、红花和白花：三种各不相同，都不是百搭。</translation>
    </message>
    <message>
        <source>Ordinary triples match by rank, whatever the suit. Honours match only their own kind.</source>
        <translation>普通刻子按点数配，不论哪一门。字牌只能和同种字牌相配。</translation>
    </message>
    <message>
        <source>Each player is dealt eight cards, and the first player is chosen at random.</source>
        <translation>每人发八张牌，先出牌的人随机决定。</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>一个回合</translation>
    </message>
    <message>
        <source>Draw from the stock or take the latest discard, then discard one card to return to eight. Your first turn must draw from the stock.</source>
        <translation>从牌堆摸一张牌，或拿走最新的一张弃牌，然后打出一张，手里回到八张。你的第一个回合必须从牌堆摸牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring.&lt;/b&gt; After discarding you may declare ready (&lt;i&gt;cheki&lt;/i&gt;) if your eight cards make two triples and one identical pair.</source>
        <translation>&lt;b&gt;报听。&lt;/b&gt;打出一张牌后，如果你的八张牌正好是两副刻子加一个完全相同的对子，你可以报听（&lt;i&gt;cheki&lt;/i&gt;）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Triples.&lt;/b&gt; An ordinary triple may mix suits: a Five of Coins, a Five of Strings and a Five of Myriads make a triple. An honour triple must be three of one kind.</source>
        <translation>&lt;b&gt;刻子。&lt;/b&gt;普通刻子可以混门：一张五饼、一张五索和一张五万就是一副刻子。字牌刻子必须是同一种的三张。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The pair.&lt;/b&gt; The pair must match by suit as well as rank, such as two Twos of Coins, or be two of one honour kind.</source>
        <translation>&lt;b&gt;对子。&lt;/b&gt;对子必须门和点数都相同，比如两张二饼；或者是同一种字牌的两张。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair and triple of one rank.&lt;/b&gt; If the pair shares its rank with a triple, those five cards must be two of one suit, two of a second and one of the third: for example two Fives of Coins, two Fives of Strings and one Five of Myriads. You may expose either the Coins pair or the Strings pair as your waiting pair.</source>
        <translation>&lt;b&gt;同点数的对子和刻子。&lt;/b&gt;如果对子和一副刻子点数相同，这五张牌必须是一门两张、另一门两张、第三门一张：比如两张五饼、两张五索和一张五万。你可以亮出饼的对子，也可以亮出索的对子，作为你的听对。</translation>
    </message>
    <message>
        <source>&lt;b&gt;After declaring.&lt;/b&gt; This table plays the public-waiting-pair variant. Your eight declared cards are locked, and your waiting pair is shown face up. From then on you draw a new card and discard that same card.</source>
        <translation>&lt;b&gt;报听之后。&lt;/b&gt;本牌桌采用公开听对的玩法。你报听的八张牌被锁定，听对正面朝上亮出。从此以后，你每摸一张新牌都要把这张牌打出。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Winning.&lt;/b&gt; A third exact match of your waiting pair wins automatically, even out of turn, whether you draw it yourself or an opponent draws or discards it. When several players can win on the same card, normal rotation order decides.</source>
        <translation>&lt;b&gt;获胜。&lt;/b&gt;与听对完全相同的第三张牌一出现就自动获胜，即使不是你的回合也一样：无论是你自己摸到，还是对手摸到或打出。如果几个人可以和同一张牌，按正常的出牌顺序决定。</translation>
    </message>
    <message>
        <source>Scoring and end</source>
        <translation>计分与结束</translation>
    </message>
    <message>
        <source>After any declaration, draws from the stock are public. A win scores a multiplier that depends on where the winning card comes from:</source>
        <translation>有人报听之后，从牌堆摸的牌都要公开。获胜时的倍数取决于和牌那张牌的来源：</translation>
    </message>
    <message>
        <source>Winning card</source>
        <translation>和牌的牌</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>倍数</translation>
    </message>
    <message>
        <source>Drawn by the winner (self-drawn)</source>
        <translation>获胜者自己摸到（自摸）</translation>
    </message>
    <message>
        <source>Discarded by an opponent</source>
        <translation>对手打出</translation>
    </message>
    <message>
        <source>Drawn by an opponent</source>
        <translation>对手摸到</translation>
    </message>
    <message>
        <source>The result shows the win multiplier; there is no cash or match total. If the last stock draw brings no winner, the deal is a draw.</source>
        <translation>结算只显示获胜的倍数，不计钱，也不累计总分。如果牌堆最后一张摸完仍无人获胜，本局平局。</translation>
    </message>
    <message>
        <source>The pack</source>
        <translation>整副牌</translation>
    </message>
    <message>
        <source>The game uses 120 cards: three money suits and three honours.</source>
        <translation>共用 120 张牌：三门钱牌和三种字牌。</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>门</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>每种张数</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>总张数</translation>
    </message>
    <message>
        <source>Coins (餅)</source>
        <translation>饼（餅）</translation>
    </message>
    <message>
        <source>Strings (索)</source>
        <translation>索</translation>
    </message>
    <message>
        <source>Myriads (萬)</source>
        <translation>万（萬）</translation>
    </message>
    <message>
        <source>Honours: Old Thousand 老千, Red Flower 紅花, White Flower 白花</source>
        <translation>字牌：老千、红花、白花</translation>
    </message>
    <message>
        <source>4 each</source>
        <translation>各四张</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>规则说明</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring is the only way to win.&lt;/b&gt; Eight ready cards, then a declaration, then the third exact match of the exposed pair. A hand that is complete without a declaration does not win. Declaring is your choice when you are ready; nobody is ever forced to declare.</source>
        <translation>&lt;b&gt;报听是唯一的获胜途径。&lt;/b&gt;八张牌听牌，然后报听，再拿到亮出对子的第三张完全相同的牌。没有报听，即使手牌已经成型也不算赢。听牌时是否报听由你决定，没人会被强迫报听。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ready hands.&lt;/b&gt; A ready hand is two triples, each three cards of one rank in any suits or three of one honour kind, plus one pair identical in suit and rank, or two of one honour kind. The two triples may share a rank.</source>
        <translation>&lt;b&gt;听牌的手牌。&lt;/b&gt;听牌的手牌由两副刻子和一个对子组成：每副刻子是同点数的三张（不论哪一门），或同一种字牌的三张；对子是门和点数都相同的两张，或同一种字牌的两张。两副刻子可以是同一点数。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair and triple of one rank.&lt;/b&gt; The five cards must split two, two and one by suit; three identical cards plus a pair of the same rank is not ready. A hand is ready when at least one way of arranging it into two triples and a pair meets every condition.</source>
        <translation>&lt;b&gt;同点数的对子和刻子。&lt;/b&gt;这五张牌必须按门分成二、二、一；三张完全相同的牌加一个同点数的对子不算听牌。只要有一种把手牌分成两副刻子和一个对子的方式满足所有条件，就算听牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Choosing your pair.&lt;/b&gt; In the two-two-one case you choose which pair to expose when you declare. The choice is final: only the third copy of that pair wins.</source>
        <translation>&lt;b&gt;选择对子。&lt;/b&gt;在二、二、一的情况下，报听时由你选择亮出哪一个对子。一经选定不能更改：只有这个对子的第三张才能和。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A dead wait.&lt;/b&gt; A wait can die when both remaining copies of the pair are visible elsewhere. The hand stays locked; a declaration cannot be withdrawn.</source>
        <translation>&lt;b&gt;死听。&lt;/b&gt;如果对子剩下的两张都已在别处亮明，就成了死听。手牌仍然锁定；报听不能撤回。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Public draws.&lt;/b&gt; Once anyone has declared, every stock draw is shown face up before the drawer may use it.</source>
        <translation>&lt;b&gt;公开摸牌。&lt;/b&gt;只要有人报听，此后从牌堆摸的每一张牌都要先亮明，摸牌的人才能使用。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who wins first.&lt;/b&gt; On a drawn card the drawer is checked first if declared (self-drawn, ×3), then the others in rotation from the drawer (×1). On a discard the checks rotate from the seat after the discarder (×2).</source>
        <translation>&lt;b&gt;谁先和。&lt;/b&gt;对于摸到的牌，如果摸牌的人已报听，先检查他（自摸，3倍），再从摸牌的人起按顺序检查其他人（1倍）。对于打出的牌，从打牌者的下家起按顺序检查（2倍）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declared players.&lt;/b&gt; A declared player draws from the stock only, and a drawn card that does not win is discarded at once. A declared player never takes a discard except to win with it.</source>
        <translation>&lt;b&gt;已报听的玩家。&lt;/b&gt;已报听的玩家只能从牌堆摸牌，摸到的牌如果不能和就立即打出。除非用来和牌，已报听的玩家从不拿弃牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The latest discard.&lt;/b&gt; This is the discard made just before your turn. You may not take it and discard the same card in the same turn.</source>
        <translation>&lt;b&gt;最新的弃牌。&lt;/b&gt;就是在你的回合之前刚打出的那张牌。你不能在同一回合里拿了它又把它打出去。</translation>
    </message>
    <message>
        <source>&lt;b&gt;What is shown.&lt;/b&gt; Only the declared pair is face up. The two triples stay face down, but locked.</source>
        <translation>&lt;b&gt;亮出什么。&lt;/b&gt;只有报听的对子正面朝上。两副刻子仍然背面朝下，但已被锁定。</translation>
    </message>
    <message>
        <source>&lt;b&gt;First turns.&lt;/b&gt; Every player&apos;s first turn must draw from the stock, not only the first turn of the deal. A ready hand dealt to you can be declared only after your first draw and discard.</source>
        <translation>&lt;b&gt;第一个回合。&lt;/b&gt;不只是整局的第一个回合，每个玩家自己的第一个回合都必须从牌堆摸牌。发到手就已听牌的，也要先摸一张、打一张之后才能报听。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn deal.&lt;/b&gt; The deal is drawn once the win checks on the last stock card, and on its discard, find no winner.</source>
        <translation>&lt;b&gt;平局。&lt;/b&gt;牌堆最后一张牌摸出后，以及它被打出后，如果检查都没有人能和，本局平局。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Direction of play.&lt;/b&gt; Play runs anticlockwise: you, then the player on your right, then the player on your left. Win checks follow the same rotation.</source>
        <translation>&lt;b&gt;出牌方向。&lt;/b&gt;按逆时针方向出牌：先是你，然后是你右边的玩家，再是你左边的玩家。和牌的检查也按同样的顺序。</translation>
    </message>
    <message>
        <source>Old Thousand 老千</source>
        <translation>老千</translation>
    </message>
    <message>
        <source>Red Flower 紅花</source>
        <translation>红花</translation>
    </message>
    <message>
        <source>White Flower 白花</source>
        <translation>白花</translation>
    </message>
</context>
<context>
    <name>RulesMahjong</name>
    <message>
        <source>Chinese Official Mahjong (MCR)</source>
        <translation>国标麻将（MCR）</translation>
    </message>
    <message>
        <source>Chinese Official Mahjong comes from China and is played with 144 tiles. This table seats four players, you against three AI, for one deal. Find scoring patterns in your hand and reach eight points under the Chinese Official rules (the Mahjong Competition Rules, or MCR), with flower points counted separately.</source>
        <translation>国标麻将源自中国，使用 144 张牌。本牌桌四人对局：你对三个 AI，打一局。在手牌中组成各种番种，按国标规则（《中国麻将竞赛规则》，简称 MCR）须满八番才能和牌，花牌另计。</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>A winning hand needs at least eight points before flowers. All four players compete individually; the first valid win ends the deal.</source>
        <translation>和牌不计花牌至少要有八番。四名玩家各自为战；第一个合法和牌的人结束本局。</translation>
    </message>
    <message>
        <source>If the wall runs out with no winner, the deal is a draw.</source>
        <translation>如果牌墙摸完仍无人和牌，本局荒庄（流局）。</translation>
    </message>
    <message>
        <source>Tiles and sets</source>
        <translation>牌与面子</translation>
    </message>
    <message>
        <source>&lt;b&gt;Suits:&lt;/b&gt; characters, bamboo and dots, each numbered 1 to 9. The 1s and 9s are &lt;b&gt;terminals&lt;/b&gt;; 2 to 8 are &lt;b&gt;simples&lt;/b&gt;.</source>
        <translation>&lt;b&gt;序数牌：&lt;/b&gt;万、条、饼三门，每门 1 到 9。1 和 9 是&lt;b&gt;幺九牌&lt;/b&gt;；2 到 8 是&lt;b&gt;中张&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Honors:&lt;/b&gt; the four winds (East, South, West, North) and the three dragons (red, green, white).</source>
        <translation>&lt;b&gt;字牌：&lt;/b&gt;四种风牌（东、南、西、北）和三种箭牌（中、发、白）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Flowers:&lt;/b&gt; eight bonus tiles. They are never part of a hand&apos;s sets; each one is worth 1 point.</source>
        <translation>&lt;b&gt;花牌：&lt;/b&gt;八张奖励牌。花牌从不组成手牌的面子；每张计 1 番。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chow:&lt;/b&gt; three consecutive tiles of one suit. &lt;b&gt;Pung:&lt;/b&gt; three identical tiles. &lt;b&gt;Kong:&lt;/b&gt; four identical tiles. &lt;b&gt;Pair:&lt;/b&gt; two identical tiles.</source>
        <translation>&lt;b&gt;顺子（吃）：&lt;/b&gt;同一门的三张连续牌。&lt;b&gt;刻子（碰）：&lt;/b&gt;三张相同的牌。&lt;b&gt;杠子（杠）：&lt;/b&gt;四张相同的牌。&lt;b&gt;将（对子）：&lt;/b&gt;两张相同的牌。</translation>
    </message>
    <message>
        <source>A set made with a claimed discard is &lt;b&gt;melded&lt;/b&gt; and shown on the table; a set built only from your own draws is &lt;b&gt;concealed&lt;/b&gt;.</source>
        <translation>用别人打出的牌组成的面子是&lt;b&gt;明&lt;/b&gt;的，亮在桌上；完全用自己摸的牌组成的面子是&lt;b&gt;暗&lt;/b&gt;的。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted tiles:&lt;/b&gt; the runs 1-4-7, 2-5-8 and 3-6-9, each in a different suit. All nine together form a &lt;b&gt;knitted straight&lt;/b&gt;.</source>
        <translation>&lt;b&gt;组合龙牌：&lt;/b&gt;147、258、369 三组，每组各在不同的一门。九张合在一起就是&lt;b&gt;组合龙&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fan:&lt;/b&gt; a scoring pattern. A hand&apos;s points are the sum of its fan.</source>
        <translation>&lt;b&gt;番种：&lt;/b&gt;一种计分牌型。一手牌的番数是它所有番种的番数之和。</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>144 tiles: characters, bamboo and dots 1 to 9 (four of each), four of each wind and dragon, and eight flowers (plum, orchid, chrysanthemum, bamboo; spring, summer, autumn, winter).</source>
        <translation>共 144 张牌：万、条、饼 1 到 9（每种四张），每种风牌和箭牌各四张，以及八张花牌（梅、兰、菊、竹；春、夏、秋、冬）。</translation>
    </message>
    <message>
        <source>Each flower is worth 1 bonus point.</source>
        <translation>每张花牌计 1 番。</translation>
    </message>
    <message>
        <source>The dealer receives 14 tiles, the others 13.</source>
        <translation>庄家拿 14 张牌，其他人各 13 张。</translation>
    </message>
    <message>
        <source>Flowers are exposed at once and replaced from the end of the wall, again if the replacement is also a flower.</source>
        <translation>花牌要立即亮出，并从牌墙末端补牌；补上来的如果还是花牌，就继续补。</translation>
    </message>
    <message>
        <source>The prevalent (round) wind is East. Seat winds run East, South, West, North from the dealer.</source>
        <translation>圈风为东风。门风从庄家起依次为东、南、西、北。</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>一个回合</translation>
    </message>
    <message>
        <source>On your turn, draw a tile, then discard one: select a tile and confirm the discard. The four copies of a tile look alike, but each is its own tile, and you choose exactly which one you play.</source>
        <translation>轮到你时，先摸一张牌，再打出一张：选中一张牌并确认打出。同一种牌的四张看起来一样，但每张都是独立的牌，你打出的正是你选中的那一张。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Claiming a discard.&lt;/b&gt; When a tile is discarded, the other players may claim it:</source>
        <translation>&lt;b&gt;要别人打出的牌。&lt;/b&gt;有人打出一张牌时，其他玩家可以要这张牌：</translation>
    </message>
    <message>
        <source>Any other player may claim a discard to complete a win, a pung or an exposed kong. Only the next player may chow it.</source>
        <translation>其他任何玩家都可以要这张牌来和牌、碰或明杠。只有下家可以吃。</translation>
    </message>
    <message>
        <source>All responses are collected before the tile is awarded. A win beats a pung or kong, which beats a chow.</source>
        <translation>收齐所有人的回应后才决定这张牌归谁。和优先于碰、杠，碰、杠优先于吃。</translation>
    </message>
    <message>
        <source>Equal claims follow seating order after the discarder.</source>
        <translation>同等的要求按打牌者之后的座位顺序决定。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kongs.&lt;/b&gt; A kong counts as one set of the hand:</source>
        <translation>&lt;b&gt;杠。&lt;/b&gt;一副杠子算作手牌中的一副面子：</translation>
    </message>
    <message>
        <source>Four matching tiles in your hand may be declared a concealed kong. A fourth tile may extend an exposed pung into an added kong.</source>
        <translation>手里有四张相同的牌，可以暗杠。已经碰出的刻子再摸到第四张，可以加杠。</translation>
    </message>
    <message>
        <source>After any kong, draw a replacement tile from the end of the wall, then discard. A kong may be declared only while a replacement tile is available.</source>
        <translation>任何杠之后，都要从牌墙末端补一张牌，然后打出一张。只有还能补牌时才可以开杠。</translation>
    </message>
    <message>
        <source>An added kong can be robbed: another player may win on the tile you add. A concealed kong cannot be robbed.</source>
        <translation>加杠可以被抢：别的玩家可以和你加上去的那张牌。暗杠不能被抢。</translation>
    </message>
    <message>
        <source>After a chow or pung, you discard before you can declare a concealed or added kong.</source>
        <translation>吃或碰之后，要先打出一张牌，才能暗杠或加杠。</translation>
    </message>
    <message>
        <source>Winning hands and scoring</source>
        <translation>和牌与计番</translation>
    </message>
    <message>
        <source>A standard win is four melds (chows, pungs or kongs) and a pair. These special hands also win:</source>
        <translation>标准和牌型是四副面子（顺子、刻子或杠子）加一对将。以下特殊牌型也可以和：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seven Pairs:&lt;/b&gt; any seven pairs.</source>
        <translation>&lt;b&gt;七对：&lt;/b&gt;任意七个对子。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seven Shifted Pairs:&lt;/b&gt; seven pairs of consecutive numbers in one suit.</source>
        <translation>&lt;b&gt;连七对：&lt;/b&gt;同一门中数字相连的七个对子。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Thirteen Orphans:&lt;/b&gt; one of each terminal and honor, plus a second copy of any one of them.</source>
        <translation>&lt;b&gt;十三幺：&lt;/b&gt;幺九牌和字牌每种一张，再加其中任意一种的第二张。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lesser Honors and Knitted Tiles:&lt;/b&gt; fourteen different single tiles, taken from the knitted runs and the honors.</source>
        <translation>&lt;b&gt;全不靠：&lt;/b&gt;十四张各不相同的单张，取自组合龙牌和字牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Greater Honors and Knitted Tiles:&lt;/b&gt; the same, with all seven honors among them.</source>
        <translation>&lt;b&gt;七星不靠：&lt;/b&gt;同上，并且七种字牌全都在内。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted Straight hands:&lt;/b&gt; the nine knitted tiles plus one more set and a pair.</source>
        <translation>&lt;b&gt;组合龙牌型：&lt;/b&gt;九张组合龙牌，再加一副面子和一对将。</translation>
    </message>
    <message>
        <source>Your hand is scored with the highest valid total under MCR values and exclusions. Winds, dragons, concealed pungs, kongs, waits and the way you won all count.</source>
        <translation>按国标番值和不计原则，取一手牌能得到的最高合法番数。风牌、箭牌、暗刻、杠、听牌方式和和牌方式都要计算。</translation>
    </message>
    <message>
        <source>Some fan already include others, and the included fan are not counted again. For example, Big Four Winds is not also scored as Big Three Winds, Prevalent Wind or Seat Wind, and Seven Pairs is not also scored as Concealed Hand or Single Wait.</source>
        <translation>有些番种已经包含了别的番种，被包含的番种不再重复计算。例如大四喜不再计三风刻、圈风刻或门风刻，七对不再计门前清或单钓。</translation>
    </message>
    <message>
        <source>Flowers are added only after the eight-point minimum is met.</source>
        <translation>只有满足八番起和之后，才加上花牌。</translation>
    </message>
    <message>
        <source>The 81 fan</source>
        <translation>81 种番种</translation>
    </message>
    <message>
        <source>These are all the scoring patterns of the Chinese Official rules, from the highest value to the lowest. Flower Tiles scores 1 point for each flower.</source>
        <translation>以下是国标麻将的全部番种，按番数从高到低排列。花牌每张计 1 番。</translation>
    </message>
    <message>
        <source>Under each fan, a winning hand that scores it, set by set: a bar under a set means it was claimed, a concealed kong shows two tiles face down, and the framed tile is the one the hand wins on.</source>
        <translation>每个番种下面是一手能计该番的和牌，按副排列：下面有横线的是吃碰杠得来的明副，暗杠两端的牌扣着，框出的那张是和张。</translation>
    </message>
    <message>
        <source>Fan</source>
        <translation>番种</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>番数</translation>
    </message>
    <message>
        <source>Big Four Winds</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <source>Pungs or kongs of all four winds.</source>
        <translation>东南西北四种风牌都成刻子或杠。</translation>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <translation>大三元</translation>
    </message>
    <message>
        <source>Pungs or kongs of all three dragons.</source>
        <translation>中发白三种箭牌都成刻子或杠。</translation>
    </message>
    <message>
        <source>All Green</source>
        <translation>绿一色</translation>
    </message>
    <message>
        <source>Green tiles only: 2, 3, 4, 6 and 8 of bamboo and the Green Dragon.</source>
        <translation>只用绿色的牌：二、三、四、六、八条和发财。</translation>
    </message>
    <message>
        <source>Nine Gates</source>
        <translation>九莲宝灯</translation>
    </message>
    <message>
        <source>1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit, concealed, winning on any tile of that suit.</source>
        <translation>同一花色的1112345678999门前清，和这一花色的任何一张牌。</translation>
    </message>
    <message>
        <source>Four Kongs</source>
        <translation>四杠</translation>
    </message>
    <message>
        <source>Four kongs, melded or concealed.</source>
        <translation>四副杠，明杠暗杠均可。</translation>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <translation>连七对</translation>
    </message>
    <message>
        <source>Seven pairs of one suit in consecutive ranks.</source>
        <translation>同一花色序数相连的七个对子。</translation>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <translation>十三幺</translation>
    </message>
    <message>
        <source>One of each 1, 9 and honor, and a second of any one of them.</source>
        <translation>每种幺九牌和字牌各一张，再加其中任意一张成对。</translation>
    </message>
    <message>
        <source>All Terminals</source>
        <translation>清幺九</translation>
    </message>
    <message>
        <source>Pungs and a pair of 1s and 9s only.</source>
        <translation>只用一、九组成的刻子和将。</translation>
    </message>
    <message>
        <source>Little Four Winds</source>
        <translation>小四喜</translation>
    </message>
    <message>
        <source>Pungs of three winds and a pair of the fourth.</source>
        <translation>三种风牌成刻子，第四种风牌作将。</translation>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <translation>小三元</translation>
    </message>
    <message>
        <source>Pungs of two dragons and a pair of the third.</source>
        <translation>两种箭牌成刻子，第三种箭牌作将。</translation>
    </message>
    <message>
        <source>All Honors</source>
        <translation>字一色</translation>
    </message>
    <message>
        <source>Winds and dragons only.</source>
        <translation>全是风牌和箭牌。</translation>
    </message>
    <message>
        <source>Four Concealed Pungs</source>
        <translation>四暗刻</translation>
    </message>
    <message>
        <source>Four pungs or kongs made without claiming a discard.</source>
        <translation>四副刻子或杠，都不是靠吃碰别人的打牌得来的（暗刻）。</translation>
    </message>
    <message>
        <source>Pure Terminal Chows</source>
        <translation>一色双龙会</translation>
    </message>
    <message>
        <source>In one suit: 1-2-3 and 7-8-9 twice each, and a pair of 5s.</source>
        <translation>同一花色：一二三、七八九各两副，五作将。</translation>
    </message>
    <message>
        <source>Quadruple Chow</source>
        <translation>一色四同顺</translation>
    </message>
    <message>
        <source>The same chow four times in one suit.</source>
        <translation>同一花色同一顺子四副。</translation>
    </message>
    <message>
        <source>Four Pure Shifted Pungs</source>
        <translation>一色四节高</translation>
    </message>
    <message>
        <source>Four pungs of one suit in consecutive ranks.</source>
        <translation>同一花色序数依次递增的四副刻子。</translation>
    </message>
    <message>
        <source>Four Pure Shifted Chows</source>
        <translation>一色四步高</translation>
    </message>
    <message>
        <source>Four chows of one suit, each one rank (or each two ranks) above the last.</source>
        <translation>同一花色的四副顺子，依次递增一位数（或依次递增两位数）。</translation>
    </message>
    <message>
        <source>Three Kongs</source>
        <translation>三杠</translation>
    </message>
    <message>
        <source>Three kongs, melded or concealed.</source>
        <translation>三副杠，明杠暗杠均可。</translation>
    </message>
    <message>
        <source>All Terminals and Honors</source>
        <translation>混幺九</translation>
    </message>
    <message>
        <source>Pungs and a pair of 1s, 9s and honors only.</source>
        <translation>只用幺九牌和字牌组成的刻子和将。</translation>
    </message>
    <message>
        <source>Seven Pairs</source>
        <translation>七对</translation>
    </message>
    <message>
        <source>Seven pairs, concealed.</source>
        <translation>门前清的七个对子。</translation>
    </message>
    <message>
        <source>Greater Honors and Knitted Tiles</source>
        <translation>七星不靠</translation>
    </message>
    <message>
        <source>All seven honors once each, with seven tiles of 1-4-7, 2-5-8 and 3-6-9, each in its own suit.</source>
        <translation>七种字牌各一张，加上一四七、二五八、三六九（各在不同花色）中的七张。</translation>
    </message>
    <message>
        <source>All Even Pungs</source>
        <translation>全双刻</translation>
    </message>
    <message>
        <source>Pungs and a pair of 2s, 4s, 6s and 8s only.</source>
        <translation>只用二、四、六、八组成的刻子和将。</translation>
    </message>
    <message>
        <source>Full Flush</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>Tiles of one suit only.</source>
        <translation>全是同一花色的牌。</translation>
    </message>
    <message>
        <source>Pure Triple Chow</source>
        <translation>一色三同顺</translation>
    </message>
    <message>
        <source>The same chow three times in one suit.</source>
        <translation>同一花色同一顺子三副。</translation>
    </message>
    <message>
        <source>Pure Shifted Pungs</source>
        <translation>一色三节高</translation>
    </message>
    <message>
        <source>Three pungs of one suit in consecutive ranks.</source>
        <translation>同一花色序数依次递增的三副刻子。</translation>
    </message>
    <message>
        <source>Upper Tiles</source>
        <translation>全大</translation>
    </message>
    <message>
        <source>7s, 8s and 9s only.</source>
        <translation>只用七、八、九。</translation>
    </message>
    <message>
        <source>Middle Tiles</source>
        <translation>全中</translation>
    </message>
    <message>
        <source>4s, 5s and 6s only.</source>
        <translation>只用四、五、六。</translation>
    </message>
    <message>
        <source>Lower Tiles</source>
        <translation>全小</translation>
    </message>
    <message>
        <source>1s, 2s and 3s only.</source>
        <translation>只用一、二、三。</translation>
    </message>
    <message>
        <source>Pure Straight</source>
        <translation>清龙</translation>
    </message>
    <message>
        <source>1-2-3, 4-5-6 and 7-8-9 of one suit.</source>
        <translation>同一花色的一二三、四五六、七八九。</translation>
    </message>
    <message>
        <source>Three-Suited Terminal Chows</source>
        <translation>三色双龙会</translation>
    </message>
    <message>
        <source>1-2-3 and 7-8-9 of one suit, the same of a second suit, and a pair of 5s of the third.</source>
        <translation>一种花色的一二三和七八九，另一种花色也是，第三种花色的五作将。</translation>
    </message>
    <message>
        <source>Pure Shifted Chows</source>
        <translation>一色三步高</translation>
    </message>
    <message>
        <source>Three chows of one suit, each one rank (or each two ranks) above the last.</source>
        <translation>同一花色的三副顺子，依次递增一位数（或依次递增两位数）。</translation>
    </message>
    <message>
        <source>All Five</source>
        <translation>全带五</translation>
    </message>
    <message>
        <source>Every set and the pair hold a 5.</source>
        <translation>每副牌和将都含有五。</translation>
    </message>
    <message>
        <source>Triple Pung</source>
        <translation>三同刻</translation>
    </message>
    <message>
        <source>Pungs of the same rank in all three suits.</source>
        <translation>三种花色同一序数的刻子。</translation>
    </message>
    <message>
        <source>Three Concealed Pungs</source>
        <translation>三暗刻</translation>
    </message>
    <message>
        <source>Three pungs or kongs made without claiming a discard.</source>
        <translation>三副刻子或杠，都不是靠碰别人的打牌得来的（暗刻）。</translation>
    </message>
    <message>
        <source>Lesser Honors and Knitted Tiles</source>
        <translation>全不靠</translation>
    </message>
    <message>
        <source>Fourteen different single tiles: honors and tiles of 1-4-7, 2-5-8 and 3-6-9, each in its own suit.</source>
        <translation>十四张互不相同的单张：字牌，加上一四七、二五八、三六九（各在不同花色）中的牌。</translation>
    </message>
    <message>
        <source>Knitted Straight</source>
        <translation>组合龙</translation>
    </message>
    <message>
        <source>1-4-7, 2-5-8 and 3-6-9, each in its own suit, with a set and a pair.</source>
        <translation>一四七、二五八、三六九各在不同花色，再加一副牌和将。</translation>
    </message>
    <message>
        <source>Upper Four</source>
        <translation>大于五</translation>
    </message>
    <message>
        <source>6s, 7s, 8s and 9s only.</source>
        <translation>只用六、七、八、九。</translation>
    </message>
    <message>
        <source>Lower Four</source>
        <translation>小于五</translation>
    </message>
    <message>
        <source>1s, 2s, 3s and 4s only.</source>
        <translation>只用一、二、三、四。</translation>
    </message>
    <message>
        <source>Big Three Winds</source>
        <translation>三风刻</translation>
    </message>
    <message>
        <source>Pungs of three winds.</source>
        <translation>三种风牌的刻子。</translation>
    </message>
    <message>
        <source>Mixed Straight</source>
        <translation>花龙</translation>
    </message>
    <message>
        <source>1-2-3, 4-5-6 and 7-8-9, each in a different suit.</source>
        <translation>一二三、四五六、七八九，各在不同花色。</translation>
    </message>
    <message>
        <source>Reversible Tiles</source>
        <translation>推不倒</translation>
    </message>
    <message>
        <source>Only tiles that look the same upside down: 1, 2, 3, 4, 5, 8, 9 of dots, 2, 4, 5, 6, 8, 9 of bamboo, the White Dragon.</source>
        <translation>只用上下颠倒后图案不变的牌：一二三四五八九饼、二四五六八九条和白板。</translation>
    </message>
    <message>
        <source>Mixed Triple Chow</source>
        <translation>三色三同顺</translation>
    </message>
    <message>
        <source>The same chow in all three suits.</source>
        <translation>三种花色同一序数的顺子。</translation>
    </message>
    <message>
        <source>Mixed Shifted Pungs</source>
        <translation>三色三节高</translation>
    </message>
    <message>
        <source>Pungs of consecutive ranks, each in a different suit.</source>
        <translation>序数依次递增的三副刻子，各在不同花色。</translation>
    </message>
    <message>
        <source>Chicken Hand</source>
        <translation>无番和</translation>
    </message>
    <message>
        <source>A winning hand that scores no other fan (flowers aside).</source>
        <translation>除花牌外不计任何其他番种的和牌。</translation>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <translation>妙手回春</translation>
    </message>
    <message>
        <source>Winning on the last tile of the wall, drawn yourself.</source>
        <translation>自摸牌墙的最后一张牌和牌。</translation>
    </message>
    <message>
        <source>Last Tile Claim</source>
        <translation>海底捞月</translation>
    </message>
    <message>
        <source>Winning on the discard of the last tile of the wall.</source>
        <translation>和牌墙最后一张牌被打出的那张牌。</translation>
    </message>
    <message>
        <source>Out with Replacement Tile</source>
        <translation>杠上开花</translation>
    </message>
    <message>
        <source>Winning on the replacement tile drawn after a kong.</source>
        <translation>开杠后摸的补牌正好和牌。</translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <translation>抢杠和</translation>
    </message>
    <message>
        <source>Winning on the tile another player adds to a melded pung.</source>
        <translation>和别人加杠时加上的那张牌。</translation>
    </message>
    <message>
        <source>All Pungs</source>
        <translation>碰碰和</translation>
    </message>
    <message>
        <source>Four pungs or kongs and a pair.</source>
        <translation>四副刻子或杠加一对将。</translation>
    </message>
    <message>
        <source>Half Flush</source>
        <translation>混一色</translation>
    </message>
    <message>
        <source>Tiles of one suit, with honors.</source>
        <translation>一种花色的牌加上字牌。</translation>
    </message>
    <message>
        <source>Mixed Shifted Chows</source>
        <translation>三色三步高</translation>
    </message>
    <message>
        <source>Three chows, each in a different suit, each one rank above the last.</source>
        <translation>三副顺子各在不同花色，序数依次递增一位。</translation>
    </message>
    <message>
        <source>All Types</source>
        <translation>五门齐</translation>
    </message>
    <message>
        <source>Tiles of all three suits, winds and dragons.</source>
        <translation>万、条、饼、风牌、箭牌五门俱全。</translation>
    </message>
    <message>
        <source>Melded Hand</source>
        <translation>全求人</translation>
    </message>
    <message>
        <source>Four claimed sets, winning on a discard that pairs your last tile.</source>
        <translation>四副都是吃碰明杠得来，单钓将并和别人打出的牌。</translation>
    </message>
    <message>
        <source>Two Concealed Kongs</source>
        <translation>双暗杠</translation>
    </message>
    <message>
        <source>Two kongs declared from the hand.</source>
        <translation>两副暗杠。</translation>
    </message>
    <message>
        <source>Two Dragon Pungs</source>
        <translation>双箭刻</translation>
    </message>
    <message>
        <source>Pungs of two dragons.</source>
        <translation>两种箭牌的刻子。</translation>
    </message>
    <message>
        <source>Outside Hand</source>
        <translation>全带幺</translation>
    </message>
    <message>
        <source>Every set and the pair hold a 1, a 9 or an honor.</source>
        <translation>每副牌和将都带有幺九牌或字牌。</translation>
    </message>
    <message>
        <source>Fully Concealed Hand</source>
        <translation>不求人</translation>
    </message>
    <message>
        <source>No claimed tiles, winning on a tile you drew yourself.</source>
        <translation>没有吃碰明杠，自摸和牌。</translation>
    </message>
    <message>
        <source>Two Melded Kongs</source>
        <translation>双明杠</translation>
    </message>
    <message>
        <source>Two melded kongs.</source>
        <translation>两副明杠。</translation>
    </message>
    <message>
        <source>Last Tile</source>
        <translation>和绝张</translation>
    </message>
    <message>
        <source>Winning on the last copy of a tile, the other three already in view.</source>
        <translation>和的是某种牌的最后一张，其余三张都已亮明。</translation>
    </message>
    <message>
        <source>Dragon Pung</source>
        <translation>箭刻</translation>
    </message>
    <message>
        <source>A pung of a dragon.</source>
        <translation>一副箭牌刻子。</translation>
    </message>
    <message>
        <source>Prevalent Wind</source>
        <translation>圈风刻</translation>
    </message>
    <message>
        <source>A pung of the round&apos;s wind.</source>
        <translation>圈风的刻子。</translation>
    </message>
    <message>
        <source>Seat Wind</source>
        <translation>门风刻</translation>
    </message>
    <message>
        <source>A pung of your own seat&apos;s wind.</source>
        <translation>自己门风的刻子。</translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <translation>门前清</translation>
    </message>
    <message>
        <source>No claimed sets, winning on a discard.</source>
        <translation>没有吃碰明杠，和别人打出的牌。</translation>
    </message>
    <message>
        <source>All Chows</source>
        <translation>平和</translation>
    </message>
    <message>
        <source>Four chows and a pair of suited tiles.</source>
        <translation>四副顺子加数牌作将。</translation>
    </message>
    <message>
        <source>Tile Hog</source>
        <translation>四归一</translation>
    </message>
    <message>
        <source>All four copies of a tile in the hand, but not as a kong.</source>
        <translation>手中有同一种牌四张，但没有开杠。</translation>
    </message>
    <message>
        <source>Double Pung</source>
        <translation>双同刻</translation>
    </message>
    <message>
        <source>Pungs of the same rank in two suits.</source>
        <translation>两种花色同一序数的刻子。</translation>
    </message>
    <message>
        <source>Two Concealed Pungs</source>
        <translation>双暗刻</translation>
    </message>
    <message>
        <source>Two pungs made without claiming a discard.</source>
        <translation>两副暗刻。</translation>
    </message>
    <message>
        <source>Concealed Kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>A kong declared from the hand.</source>
        <translation>一副暗杠。</translation>
    </message>
    <message>
        <source>All Simples</source>
        <translation>断幺</translation>
    </message>
    <message>
        <source>No 1s, no 9s and no honors.</source>
        <translation>没有幺九牌，也没有字牌。</translation>
    </message>
    <message>
        <source>Pure Double Chow</source>
        <translation>一般高</translation>
    </message>
    <message>
        <source>The same chow twice in one suit.</source>
        <translation>同一花色同一顺子两副。</translation>
    </message>
    <message>
        <source>Mixed Double Chow</source>
        <translation>喜相逢</translation>
    </message>
    <message>
        <source>The same chow in two suits.</source>
        <translation>两种花色同一序数的顺子。</translation>
    </message>
    <message>
        <source>Short Straight</source>
        <translation>连六</translation>
    </message>
    <message>
        <source>Two chows of one suit that follow on, such as 1-2-3 and 4-5-6.</source>
        <translation>同一花色相接的两副顺子，如一二三和四五六。</translation>
    </message>
    <message>
        <source>Two Terminal Chows</source>
        <translation>老少副</translation>
    </message>
    <message>
        <source>1-2-3 and 7-8-9 of one suit.</source>
        <translation>同一花色的一二三和七八九。</translation>
    </message>
    <message>
        <source>Pung of Terminals or Honors</source>
        <translation>幺九刻</translation>
    </message>
    <message>
        <source>A pung of 1s or 9s, or of a wind that is neither the round&apos;s nor your seat&apos;s.</source>
        <translation>一副幺九刻子，或既非圈风也非门风的风牌刻子。</translation>
    </message>
    <message>
        <source>Melded Kong</source>
        <translation>明杠</translation>
    </message>
    <message>
        <source>A kong made with a discard, or added to a melded pung.</source>
        <translation>用别人打出的牌开的明杠，或在碰上加杠。</translation>
    </message>
    <message>
        <source>One Voided Suit</source>
        <translation>缺一门</translation>
    </message>
    <message>
        <source>No tiles of one of the three suits.</source>
        <translation>缺少万、条、饼中的一门。</translation>
    </message>
    <message>
        <source>No Honors</source>
        <translation>无字</translation>
    </message>
    <message>
        <source>No winds and no dragons.</source>
        <translation>没有风牌，也没有箭牌。</translation>
    </message>
    <message>
        <source>Edge Wait</source>
        <translation>边张</translation>
    </message>
    <message>
        <source>Waiting only on the 3 after 1-2, or the 7 before 8-9, and winning on it.</source>
        <translation>只听一二后面的三或八九前面的七（边张），并和这张。</translation>
    </message>
    <message>
        <source>Closed Wait</source>
        <translation>嵌张</translation>
    </message>
    <message>
        <source>Waiting only on the middle tile of a chow, and winning on it.</source>
        <translation>只听顺子中间的那张（嵌张），并和这张。</translation>
    </message>
    <message>
        <source>Single Wait</source>
        <translation>单钓</translation>
    </message>
    <message>
        <source>Waiting only on the tile that pairs a single one, and winning on it.</source>
        <translation>只听与单张配成将的那张（单钓将），并和这张。</translation>
    </message>
    <message>
        <source>Self-Drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Winning on a tile you drew yourself.</source>
        <translation>自己摸到的牌和牌。</translation>
    </message>
    <message>
        <source>Flower Tiles</source>
        <translation>花牌</translation>
    </message>
    <message>
        <source>One point for each flower shown, counted after the 8-point minimum.</source>
        <translation>每张花牌计1番，在8番起和之外另计。</translation>
    </message>
    <message>
        <source>Settlement and end</source>
        <translation>结算与结束</translation>
    </message>
    <message>
        <source>&lt;b&gt;Self-drawn win:&lt;/b&gt; each opponent pays 8 plus the hand total.</source>
        <translation>&lt;b&gt;自摸和牌：&lt;/b&gt;每位对手各付 8 分加上这手牌的总番数。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Win on a discard:&lt;/b&gt; the discarder pays 8 plus the hand total; each of the other two opponents pays 8.</source>
        <translation>&lt;b&gt;点和：&lt;/b&gt;打出这张牌的玩家付 8 分加上总番数；另外两位对手各付 8 分。</translation>
    </message>
    <message>
        <source>The hand total includes flowers.</source>
        <translation>这手牌的总番数包括花牌。</translation>
    </message>
    <message>
        <source>When several players declare a win on the same discard, only the nearest player after the discarder wins.</source>
        <translation>几名玩家同时要和同一张牌时，只有打牌者之后最近的那一位和牌。</translation>
    </message>
    <message>
        <source>Payments are shown as points; no money is involved.</source>
        <translation>结算以分数显示，不涉及金钱。</translation>
    </message>
    <message>
        <source>&lt;i&gt;Example:&lt;/i&gt; you win with a 10-point hand and two flowers, a total of 12. If you drew the winning tile yourself, each opponent pays you 20, 60 in all. If you won on a discard, the discarder pays 20 and the other two pay 8 each, 36 in all.</source>
        <translation>&lt;i&gt;例：&lt;/i&gt;你以 10 番的牌和牌，另有两张花牌，共 12 番。如果是自摸，每位对手各付你 20 分，共 60 分。如果是点和，点炮的人付 20 分，另外两人各付 8 分，共 36 分。</translation>
    </message>
    <message>
        <source>If a player needs to draw and no tile is left in the wall, the deal is a draw and nobody pays.</source>
        <translation>如果有玩家需要摸牌而牌墙已经没有牌，本局荒庄，谁也不付分。</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>规则说明</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paying for a discard win.&lt;/b&gt; The discarder pays 8 plus the total, and &lt;i&gt;each&lt;/i&gt; of the other two opponents pays 8, as in standard MCR.</source>
        <translation>&lt;b&gt;点和的付分。&lt;/b&gt;点炮的人付 8 分加总番数，另外两位对手&lt;i&gt;各&lt;/i&gt;付 8 分，与标准国标规则相同。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Special wins.&lt;/b&gt; Winning on a kong replacement tile (Out with Replacement Tile), Robbing the Kong, winning on the last tile of the wall (Last Tile Draw or Last Tile Claim) and Last Tile (the fourth copy of a tile, the other three already visible) are scored as MCR defines them.</source>
        <translation>&lt;b&gt;特殊和牌。&lt;/b&gt;杠后补牌和牌（杠上开花）、抢杠和、和牌墙最后一张（妙手回春或海底捞月）以及和绝张（某种牌的第四张，其余三张都已亮明），都按国标规则计番。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The last tile of the wall.&lt;/b&gt; It is drawn normally, and its discard can still be won.</source>
        <translation>&lt;b&gt;牌墙最后一张。&lt;/b&gt;照常摸牌，它被打出后仍然可以和。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The wall.&lt;/b&gt; All 144 tiles form the wall. There is no dead wall apart from the replacement draws from its end. The deal is drawn when a player would need to draw and no tile is left.</source>
        <translation>&lt;b&gt;牌墙。&lt;/b&gt;144 张牌全部组成牌墙。除了从牌墙末端补牌以外，不留牌尾。当有玩家需要摸牌而牌墙已空时，本局荒庄。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chicken Hand.&lt;/b&gt; A hand that scores no other fan still wins as Chicken Hand, worth 8 points. Flowers never help reach the 8-point minimum.</source>
        <translation>&lt;b&gt;无番和。&lt;/b&gt;没有任何其他番种的手牌仍可以按无番和和牌，计 8 番。花牌永远不能用来凑够八番。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring a win.&lt;/b&gt; Only a win worth at least 8 points before flowers can be declared: you are offered &lt;i&gt;Hu&lt;/i&gt; only then, and an AI never declares a smaller win.</source>
        <translation>&lt;b&gt;宣布和牌。&lt;/b&gt;只有不计花牌至少八番的牌才能宣布和牌：只有这时才会出现&lt;i&gt;和&lt;/i&gt;的选项，AI 也从不宣布番数不够的和牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Several winners.&lt;/b&gt; When more than one player declares a win on the same discard, only the nearest claimant after the discarder wins (head bump).</source>
        <translation>&lt;b&gt;多人和牌。&lt;/b&gt;有不止一名玩家要和同一张弃牌时，只有打牌者之后最近的要和者和牌（截和）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seats.&lt;/b&gt; The dealer (East) is chosen at random for the deal. Play runs anticlockwise: East, then South on East&apos;s right, West opposite and North on East&apos;s left. You always sit at the bottom of the table, whatever your wind.</source>
        <translation>&lt;b&gt;座位。&lt;/b&gt;每局随机选出庄家（东家）。按逆时针方向出牌：东家之后是东家右边的南家，对面是西家，东家左边是北家。不论你是哪个门风，你总是坐在牌桌下方。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is forced.&lt;/b&gt; You may always pass on a claim, and you may decline a self-drawn win. Nobody has to claim or to win.</source>
        <translation>&lt;b&gt;不强制。&lt;/b&gt;你随时可以对要牌选择过，也可以放弃自摸和牌。没有人必须要牌或和牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted straight.&lt;/b&gt; The nine knitted tiles are always concealed: they cannot be claimed into the straight. The hand&apos;s remaining set may be exposed, as in MCR.</source>
        <translation>&lt;b&gt;组合龙。&lt;/b&gt;九张组合龙牌必须都是暗的：不能吃碰别人的牌来组成组合龙。这手牌剩下的那副面子可以是明的，与国标规则相同。</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>返回游戏列表</translation>
    </message>
    <message>
        <source>Back to the games (Esc)</source>
        <translation>返回游戏列表（Esc）</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>开始游戏</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>%1规则</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>开始玩%1</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>即将推出</translation>
    </message>
</context>
<context>
    <name>RulesSiSePai</name>
    <message>
        <source>Sì Sè Pái (Four Color Cards)</source>
        <translation>四色牌</translation>
    </message>
    <message>
        <source>Sì Sè Pái (Four Color Cards, 四色牌) belongs to the Southern Fujian tradition of China. Its traditional pack has 120 cards: chess pieces and soldiers in four colours, Red, Yellow, White and Green. This table seats four players, you against three AI, for one deal. Use command groups, field groups, identical sets and mixed-colour soldier groups to meld all 21 cards, including the new card.</source>
        <translation>四色牌源于中国闽南一带。传统的一副四色牌共 120 张：四种颜色（红、黄、白、绿）的象棋子和兵卒。本牌桌四人对局：你对三个 AI，打一局。用将士象组、车马炮组、同牌组和异色的兵卒组，把包括新牌在内的全部 21 张牌组成牌组。</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>You and the three AI players each play for yourselves. The first player whose 21 cards all form legal melds after taking a new card wins.</source>
        <translation>你和三个 AI 各自为战。谁先在拿到新牌后让全部 21 张牌都组成合法牌组，谁就获胜。</translation>
    </message>
    <message>
        <source>If the stock runs out with no winner, the deal is a draw.</source>
        <translation>如果牌堆摸完仍无人获胜，本局平局。</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>This table plays Wei-Hwa Huang&apos;s flower-card variant: 112 chess cards and five flowers, 117 cards in all. The blank and title cards are left out.</source>
        <translation>本牌桌采用 Wei-Hwa Huang 设计的花牌玩法：112 张棋子牌加五张花牌，共 117 张。不用空白牌和标题牌。</translation>
    </message>
    <message>
        <source>Each flower forms a meld of its own. Flowers are never wild.</source>
        <translation>每张花牌单独成为一个牌组。花牌不是百搭。</translation>
    </message>
    <message>
        <source>Each player is dealt 20 cards; the other 37 cards form the stock.</source>
        <translation>每人发 20 张牌，其余 37 张作为牌堆。</translation>
    </message>
    <message>
        <source>A randomly chosen dealer makes the first draw, which is public like every draw.</source>
        <translation>随机选出的庄家先摸牌；和每一次摸牌一样，这张牌要公开。</translation>
    </message>
    <message>
        <source>Legal melds</source>
        <translation>合法牌组</translation>
    </message>
    <message>
        <source>Every card of a winning hand must belong to one of these groups:</source>
        <translation>和牌时的每一张牌都必须属于下列牌组之一：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Single-card group:&lt;/b&gt; one General, or one flower, on its own.</source>
        <translation>&lt;b&gt;单张组：&lt;/b&gt;单独一张将，或单独一张花牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Identical group:&lt;/b&gt; two, three or four cards of exactly the same colour and character. Generals never form identical groups.</source>
        <translation>&lt;b&gt;同牌组：&lt;/b&gt;颜色和字完全相同的两张、三张或四张牌。将不能组成同牌组。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Command group:&lt;/b&gt; one General, one Advisor and one Elephant, all of one colour.</source>
        <translation>&lt;b&gt;将士象组：&lt;/b&gt;同一颜色的将、士、象各一张。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Field group:&lt;/b&gt; one Chariot, one Horse and one Cannon, all of one colour.</source>
        <translation>&lt;b&gt;车马炮组：&lt;/b&gt;同一颜色的车、马、炮各一张。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Soldier group:&lt;/b&gt; three or four Soldiers, all of different colours.</source>
        <translation>&lt;b&gt;兵卒组：&lt;/b&gt;三张或四张颜色各不相同的兵。</translation>
    </message>
    <message>
        <source>Command and field groups are one-colour mixed groups; soldier groups are mixed-colour groups. Together they are called &lt;i&gt;mixed groups&lt;/i&gt;.</source>
        <translation>将士象组和车马炮组是同色杂组；兵卒组是异色杂组。它们合称&lt;i&gt;杂组&lt;/i&gt;。</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>一个回合</translation>
    </message>
    <message>
        <source>A card drawn from the stock is public: everyone sees it.</source>
        <translation>从牌堆摸出的牌是公开的：人人都能看到。</translation>
    </message>
    <message>
        <source>A player who takes the new card must use it at once in a legal group, exposed on the table. It cannot be kept hidden for later.</source>
        <translation>拿了新牌的玩家必须立刻用它组成合法牌组，亮在桌上，不能先藏在手里留着以后用。</translation>
    </message>
    <message>
        <source>If nobody takes a drawn card, it counts as discarded and the other players get another chance to claim it.</source>
        <translation>如果摸出的牌没人要，它就算作弃牌，其他玩家还有一次要牌的机会。</translation>
    </message>
    <message>
        <source>After grouping the new card, a player whose 21 cards are all grouped wins, and the deal ends.</source>
        <translation>用新牌组好牌组后，如果这名玩家的 21 张牌全部成组，他就获胜，本局结束。</translation>
    </message>
    <message>
        <source>Otherwise that player discards one card from their hidden hand, and play goes on.</source>
        <translation>否则，这名玩家从暗手牌中打出一张牌，游戏继续。</translation>
    </message>
    <message>
        <source>Generals and flowers can never be discarded. Exposed groups can never be split or rearranged.</source>
        <translation>将和花牌永远不能打出。亮出的牌组永远不能拆开或重新组合。</translation>
    </message>
    <message>
        <source>Claim priority</source>
        <translation>要牌的优先顺序</translation>
    </message>
    <message>
        <source>When a card is drawn or discarded, each player in turn chooses &lt;i&gt;claim&lt;/i&gt; or &lt;i&gt;pass&lt;/i&gt;. The card is awarded only after every answer is in, so answering first gives no priority.</source>
        <translation>有牌被摸出或打出时，每名玩家依次选择&lt;i&gt;要牌&lt;/i&gt;或&lt;i&gt;过&lt;/i&gt;。等所有人都回答后才决定这张牌归谁，所以先回答并不占先。</translation>
    </message>
    <message>
        <source>Claims rank in this order, highest first:</source>
        <translation>要牌按以下顺序排列，从高到低：</translation>
    </message>
    <message>
        <source>The drawer&apos;s own win.</source>
        <translation>摸牌者自己和牌。</translation>
    </message>
    <message>
        <source>Another player&apos;s win. If several players can win, the nearest in turn order wins.</source>
        <translation>其他玩家和牌。如果有几名玩家都能和，按出牌顺序最近的一人获胜。</translation>
    </message>
    <message>
        <source>An identical triple or quad, by any player allowed to make it.</source>
        <translation>任何有资格的玩家组成三张或四张同牌。</translation>
    </message>
    <message>
        <source>The drawer&apos;s own group other than a pair: a command, field or soldier group, or a General or flower on its own.</source>
        <translation>摸牌者自己组成对子以外的牌组：将士象组、车马炮组、兵卒组，或单独一张将或花牌。</translation>
    </message>
    <message>
        <source>The next player&apos;s mixed group.</source>
        <translation>下家组成杂组。</translation>
    </message>
    <message>
        <source>Ties within a level follow normal turn order. Claims that do not win are restricted:</source>
        <translation>同一级别内按正常的出牌顺序决定。不能和牌的要牌受到以下限制：</translation>
    </message>
    <message>
        <source>The drawer may not use the new card to make a pair.</source>
        <translation>摸牌者不能用新牌组成对子。</translation>
    </message>
    <message>
        <source>Other players may claim only to make an identical triple or quad. The next player may also claim to make a mixed group of three or four cards.</source>
        <translation>其他玩家只能要牌组成三张或四张同牌。下家还可以要牌组成三张或四张的杂组。</translation>
    </message>
    <message>
        <source>None of these restrictions applies to a winning hand.</source>
        <translation>这些限制都不适用于和牌。</translation>
    </message>
    <message>
        <source>If nobody takes a drawn card, it is treated as the drawer&apos;s discard and claims are resolved again. Only when that discard is also unclaimed does the next player draw.</source>
        <translation>如果摸出的牌没人要，就当作摸牌者的弃牌，再重新决定要牌。只有这张弃牌也没人要时，才轮到下家摸牌。</translation>
    </message>
    <message>
        <source>Scoring and end</source>
        <translation>计分与结束</translation>
    </message>
    <message>
        <source>A win ends the deal and reveals the winner&apos;s remaining melds. The winner&apos;s melds score:</source>
        <translation>有人和牌即结束本局，并亮出获胜者其余的牌组。获胜者的牌组计分如下：</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>牌组</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>对子</translation>
    </message>
    <message>
        <source>Single General</source>
        <translation>单将</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>花牌</translation>
    </message>
    <message>
        <source>Identical triple</source>
        <translation>三张同牌</translation>
    </message>
    <message>
        <source>Identical quad</source>
        <translation>四张同牌</translation>
    </message>
    <message>
        <source>Command, field or soldier group</source>
        <translation>将士象组、车马炮组或兵卒组</translation>
    </message>
    <message>
        <source>The result shows the winner&apos;s meld total; there is no regional cash settlement. If the stock runs out with no winner, the deal is a draw.</source>
        <translation>结算只显示获胜者牌组的总分，不按各地习惯结算输赢。如果牌堆摸完仍无人获胜，本局平局。</translation>
    </message>
    <message>
        <source>The pack</source>
        <translation>整副牌</translation>
    </message>
    <message>
        <source>The variant played here uses 117 cards: 28 in each of the four colours, plus five flowers.</source>
        <translation>这里采用的玩法共用 117 张牌：四种颜色各 28 张，另加五张花牌。</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>Characters (four copies of each)</source>
        <translation>字（每种四张）</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>张数</translation>
    </message>
    <message>
        <source>Red, Yellow</source>
        <translation>红、黄</translation>
    </message>
    <message>
        <source>帥 General, 仕 Advisor, 相 Elephant, 俥 Chariot, 傌 Horse, 炮 Cannon, 兵 Soldier</source>
        <translation>帥（将）、仕（士）、相（象）、俥（车）、傌（马）、炮、兵</translation>
    </message>
    <message>
        <source>28 each</source>
        <translation>各 28 张</translation>
    </message>
    <message>
        <source>Green, White</source>
        <translation>绿、白</translation>
    </message>
    <message>
        <source>將 General, 士 Advisor, 象 Elephant, 車 Chariot, 馬 Horse, 包 Cannon, 卒 Soldier</source>
        <translation>將（将）、士、象、車（车）、馬（马）、包（炮）、卒（兵）</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>花牌</translation>
    </message>
    <message>
        <source>Five different flowers, one card each: 梅 plum, 蘭 orchid, 蓮 lotus, 菊 chrysanthemum, 桃 peach</source>
        <translation>五种不同的花，每种一张：梅、兰、莲、菊、桃</translation>
    </message>
    <message>
        <source>The two sets of characters name the same roles. Cards match by colour and role, whichever character they show.</source>
        <translation>两套字代表相同的角色。牌按颜色和角色相配，不管牌面上印的是哪个字。</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>规则说明</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal.&lt;/b&gt; Everybody, the dealer included, is dealt 20 cards; the dealer does not start with 21. The remaining 37 cards (117 − 80) form the stock.</source>
        <translation>&lt;b&gt;发牌。&lt;/b&gt;包括庄家在内，每人都发 20 张牌；庄家开局时并没有 21 张。其余 37 张（117 − 80）作为牌堆。</translation>
    </message>
    <message>
        <source>&lt;b&gt;What a win counts.&lt;/b&gt; Your hidden hand, your exposed groups and the new card make 21 cards, and all 21 must split into legal melds. Your hidden cards may be grouped in any way; exposed groups stay as they are.</source>
        <translation>&lt;b&gt;和牌算哪些牌。&lt;/b&gt;你的暗手牌、亮出的牌组和新牌合起来是 21 张，这 21 张必须全部分成合法牌组。暗手牌可以任意组合；亮出的牌组保持原样。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Generals in a win.&lt;/b&gt; A General may count as a single-card group or as part of a command group, whichever lets the hand win. Generals never form pairs or triples.</source>
        <translation>&lt;b&gt;和牌时的将。&lt;/b&gt;将可以算作单张组，也可以算作将士象组的一部分，以能和牌的方式为准。将永远不能组成对子或三张。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Soldiers.&lt;/b&gt; Pairs and triples of identical Soldiers (same colour) are legal identical groups.</source>
        <translation>&lt;b&gt;兵。&lt;/b&gt;相同（同颜色）的兵组成的对子和三张是合法的同牌组。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn General or flower.&lt;/b&gt; It can never become a discard: the drawer must take it, as a single-card group or, for a General, in a command group if the drawer prefers. Another player&apos;s &lt;i&gt;winning&lt;/i&gt; claim on it still ranks higher. Nobody else can claim a General or a flower except to win.</source>
        <translation>&lt;b&gt;摸到将或花牌。&lt;/b&gt;它永远不能成为弃牌：摸牌者必须拿下，作为单张组；如果是将，摸牌者也可以选择把它组进将士象组。其他玩家要它来&lt;i&gt;和牌&lt;/i&gt;时，仍然比摸牌者优先。除非用来和牌，别人都不能要将或花牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ties.&lt;/b&gt; For a drawn card, turn order for ties counts from the drawer; for a discard, from the seat after the discarder. Nobody claims their own discard.</source>
        <translation>&lt;b&gt;并列。&lt;/b&gt;对于摸出的牌，并列时的顺序从摸牌者算起；对于打出的牌，从打牌者的下家算起。不能要自己打出的牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Claims on a discard.&lt;/b&gt; Only three levels exist: another player&apos;s win, an identical triple or quad, and the next player&apos;s mixed group. A claim that does not win never completes a pair.</source>
        <translation>&lt;b&gt;要弃牌。&lt;/b&gt;只有三个级别：其他玩家和牌、三张或四张同牌、下家的杂组。不能和牌的要牌永远不能凑成对子。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Quads.&lt;/b&gt; After claiming a quad, the claimant holds 21 cards and discards down to 20. A card can never be added to an exposed group later.</source>
        <translation>&lt;b&gt;四张同牌。&lt;/b&gt;要牌组成四张同牌后，要牌者手里有 21 张，需打出一张回到 20 张。以后永远不能再往亮出的牌组里加牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No dead ends.&lt;/b&gt; A claim that would leave a player who has not won with no legal discard (only Generals and flowers left hidden) is not offered.</source>
        <translation>&lt;b&gt;不会无路可走。&lt;/b&gt;如果一次要牌会让尚未和牌的玩家没有可以合法打出的牌（暗手牌里只剩将和花牌），就不提供这次要牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who plays next.&lt;/b&gt; After a claim, the claimant discards and the player after the claimant moves next. When a discard goes unclaimed, the player after the discarder draws.</source>
        <translation>&lt;b&gt;下一个轮到谁。&lt;/b&gt;要牌之后，由要牌者打出一张牌，然后轮到要牌者的下家。弃牌无人要时，由打牌者的下家摸牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Direction of play.&lt;/b&gt; Play runs anticlockwise: you, then the player on your right, the player across and the player on your left. Claim prompts and ties follow the same order.</source>
        <translation>&lt;b&gt;出牌方向。&lt;/b&gt;按逆时针方向出牌：先是你，然后是你右边的玩家、对面的玩家，再是你左边的玩家。要牌的询问和并列的顺序也一样。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoring details.&lt;/b&gt; Identical groups score only as triples and quads; pairs score nothing. Command, field and soldier groups score zero, and a General inside a command group does not earn the single-General point. No minimum score is needed to win.</source>
        <translation>&lt;b&gt;计分细节。&lt;/b&gt;同牌组只有三张和四张才计分；对子不计分。将士象组、车马炮组和兵卒组都计零分，将士象组里的将也不算单将的分。和牌没有最低分数要求。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn deal.&lt;/b&gt; The deal is drawn only after the claims on the last drawn card, and on its discard, have been resolved.</source>
        <translation>&lt;b&gt;平局。&lt;/b&gt;只有在对牌堆最后一张摸出的牌及其弃牌的要牌都处理完之后，本局才算平局。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fair claims.&lt;/b&gt; The AI players claim and are ranked exactly as you are. You are asked for your answer before any AI answer is revealed.</source>
        <translation>&lt;b&gt;公平要牌。&lt;/b&gt;AI 玩家要牌以及排列优先顺序的方式与你完全一样。在任何 AI 的回答公开之前，就会先问你的回答。</translation>
    </message>
    <message>
        <source>&lt;b&gt;120 or 117 cards.&lt;/b&gt; The lobby shows 120 cards, the size of the traditional pack; the variant played here uses 117 of them.</source>
        <translation>&lt;b&gt;120 张还是 117 张。&lt;/b&gt;大厅显示的是传统整副牌的 120 张；这里采用的玩法只用其中 117 张。</translation>
    </message>
    <message>
        <source>General</source>
        <translation>将</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>士</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>象</translation>
    </message>
    <message>
        <source>Chariot</source>
        <translation>车</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>马</translation>
    </message>
    <message>
        <source>Cannon</source>
        <translation>炮</translation>
    </message>
    <message>
        <source>Soldier</source>
        <translation>兵</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>梅 Plum</source>
        <translation>梅</translation>
    </message>
    <message>
        <source>蘭 Orchid</source>
        <translation>兰</translation>
    </message>
    <message>
        <source>蓮 Lotus</source>
        <translation>莲</translation>
    </message>
    <message>
        <source>菊 Chrysanthemum</source>
        <translation>菊</translation>
    </message>
    <message>
        <source>桃 Peach</source>
        <translation>桃</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>you</source>
        <comment>the player, in running text</comment>
        <translation>你</translation>
    </message>
    <message>
        <source>Right AI</source>
        <comment>the AI seated on the player&apos;s right, in running text</comment>
        <translation>下家</translation>
    </message>
    <message>
        <source>Across AI</source>
        <comment>the AI seated across from the player, in running text</comment>
        <translation>对家</translation>
    </message>
    <message>
        <source>Left AI</source>
        <comment>the AI seated on the player&apos;s left, in running text</comment>
        <translation>上家</translation>
    </message>
    <message>
        <source>the AI</source>
        <comment>the player&apos;s only opponent (two at the table), in running text</comment>
        <translation>AI</translation>
    </message>
    <message>
        <source>You</source>
        <comment>the player, standing alone (a heading, a badge)</comment>
        <translation>你</translation>
    </message>
    <message>
        <source>Right AI</source>
        <comment>the AI seated on the player&apos;s right, standing alone</comment>
        <translation>下家</translation>
    </message>
    <message>
        <source>Across AI</source>
        <comment>the AI seated across from the player, standing alone</comment>
        <translation>对家</translation>
    </message>
    <message>
        <source>Left AI</source>
        <comment>the AI seated on the player&apos;s left, standing alone</comment>
        <translation>上家</translation>
    </message>
    <message>
        <source>The AI</source>
        <comment>the player&apos;s only opponent, standing alone</comment>
        <translation>AI</translation>
    </message>
    <message>
        <source>You</source>
        <comment>short seat label on a plate or badge</comment>
        <translation>你</translation>
    </message>
    <message>
        <source>Right</source>
        <comment>short label of the AI on the player&apos;s right (plates, badges)</comment>
        <translation>下家</translation>
    </message>
    <message>
        <source>Across</source>
        <comment>short label of the AI across from the player (plates, badges)</comment>
        <translation>对家</translation>
    </message>
    <message>
        <source>Left</source>
        <comment>short label of the AI on the player&apos;s left (plates, badges)</comment>
        <translation>上家</translation>
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
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>作用</translation>
    </message>
</context>
<context>
    <name>SisepaiTable</name>
    <message>
        <source>Claim the {card} — which group?</source>
        <translation>要{card}——组成哪个牌组？</translation>
    </message>
    <message>
        <source>&amp;Group</source>
        <translation>理牌(&amp;G)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>理牌</translation>
    </message>
    <message>
        <source>Order your hand by its best melds, with gaps between them</source>
        <translation>按最佳牌组整理手牌，组与组之间留空</translation>
    </message>
    <message>
        <source>&amp;Win!</source>
        <translation>和牌！(&amp;W)</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>和牌</translation>
    </message>
    <message>
        <source>Take the card: all your cards form melds</source>
        <translation>要下这张牌：你的牌全部组成牌组</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>过(&amp;P)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>过</translation>
    </message>
    <message>
        <source>Let the card go</source>
        <translation>不要这张牌</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Claim…</source>
        <translation>要牌…(&amp;C)</translation>
    </message>
    <message>
        <source>Choose which of your cards to group with it</source>
        <translation>选择用你的哪些牌和它组成牌组</translation>
    </message>
    <message>
        <source>&amp;Claim</source>
        <translation>要牌(&amp;C)</translation>
    </message>
    <message>
        <source>Take the card into an exposed group</source>
        <translation>要下这张牌，组成亮出的牌组</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>要牌</translation>
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
        <translation>作为{meld}要下</translation>
    </message>
    <message>
        <source>{meld} with {cards}</source>
        <translation>用{cards}组成{meld}</translation>
    </message>
    <message>
        <source>Hint: discard the {card}</source>
        <translation>提示：打出{card}</translation>
    </message>
    <message>
        <source>Hint: you can win — press Win!</source>
        <translation>提示：可以和牌——请点“和牌”！</translation>
    </message>
    <message>
        <source>Hint: claim — {claim}</source>
        <translation>提示：要牌——{claim}</translation>
    </message>
    <message>
        <source>Hint: pass</source>
        <translation>提示：过</translation>
    </message>
    <message>
        <source>Click the {card} again (or press Enter) to discard it</source>
        <translation>再点一次{card}（或按回车键）即可打出</translation>
    </message>
    <message>
        <source>Your discard: click a card, then click it again — or drag it to the table</source>
        <translation>轮到你打牌：点一张牌，再点一次——或把它拖到桌上</translation>
    </message>
    <message>
        <source>{seat} is choosing a discard…</source>
        <translation>{seat}正在选要打的牌…</translation>
    </message>
    <message>
        <source>You drew the {card}: you cannot use it. {seat} is deciding…</source>
        <translation>你摸到{card}：你用不上。{seat}正在考虑…</translation>
    </message>
    <message>
        <source>The {card} is of no use to you. {seat} is deciding…</source>
        <translation>{card}你用不上。{seat}正在考虑…</translation>
    </message>
    <message>
        <source>{seat} is deciding about the {card}…</source>
        <translation>{seat}正在考虑要不要{card}…</translation>
    </message>
    <message>
        <source>You drew the {card}: you must take it — and it wins!</source>
        <translation>你摸到{card}：必须要下——而且能和牌！</translation>
    </message>
    <message>
        <source>You drew the {card}: you must take it</source>
        <translation>你摸到{card}：必须要下</translation>
    </message>
    <message>
        <source>You drew the {card}: win with it, take it into a group, or pass</source>
        <translation>你摸到{card}：和牌、要下成组，或过</translation>
    </message>
    <message>
        <source>You drew the {card}: win with it or pass</source>
        <translation>你摸到{card}：和牌或过</translation>
    </message>
    <message>
        <source>You drew the {card}: take it or pass</source>
        <translation>你摸到{card}：要下或过</translation>
    </message>
    <message>
        <source>You drew the {card}: you cannot use it — Pass</source>
        <translation>你摸到{card}：你用不上——点“过”</translation>
    </message>
    <message>
        <source>Win with it, claim it, or pass</source>
        <translation>和牌、要牌或过</translation>
    </message>
    <message>
        <source>Win with it or pass</source>
        <translation>和牌或过</translation>
    </message>
    <message>
        <source>Claim it or pass</source>
        <translation>要牌或过</translation>
    </message>
    <message>
        <source>It is of no use to you — Pass</source>
        <translation>你用不上——点“过”</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: win with it, claim it, or pass</source>
        <translation>{seat}摸到{card}：和牌、要牌或过</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: win with it or pass</source>
        <translation>{seat}摸到{card}：和牌或过</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: claim it or pass</source>
        <translation>{seat}摸到{card}：要牌或过</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: it is of no use to you — Pass</source>
        <translation>{seat}摸到{card}：你用不上——点“过”</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: win with it, claim it, or pass</source>
        <translation>{seat}打出{card}：和牌、要牌或过</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: win with it or pass</source>
        <translation>{seat}打出{card}：和牌或过</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: claim it or pass</source>
        <translation>{seat}打出{card}：要牌或过</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: it is of no use to you — Pass</source>
        <translation>{seat}打出{card}：你用不上——点“过”</translation>
    </message>
    <message>
        <source>A draw: the stock is exhausted</source>
        <translation>平局：牌堆已摸完</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat}获胜</translation>
    </message>
    <message>
        <source>Nobody grouped all 21 cards before the stock ran out.</source>
        <translation>牌堆摸完前，没人把 21 张牌全部组成牌组。</translation>
    </message>
    <message>
        <source>Won with the {card}, drawn by {seat}.</source>
        <translation>以{seat}摸到的{card}和牌。</translation>
    </message>
    <message>
        <source>Won with the {card}, discarded by {seat}.</source>
        <translation>以{seat}打出的{card}和牌。</translation>
    </message>
    <message>
        <source>exposed</source>
        <translation>亮出</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>暗手</translation>
    </message>
    <message>
        <source>{cards} ({where}) — {points} pt</source>
        <translation>{cards}（{where}）— {points}分</translation>
    </message>
    <message>
        <source>{meld} ({where}): {cards} — {points} pt</source>
        <translation>{meld}（{where}）：{cards} — {points}分</translation>
    </message>
    <message numerus="yes">
        <source>Total: {points} points</source>
        <translation>
            <numerusform>合计：{points}分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} · {count} cards</source>
        <translation>
            <numerusform>{seat} · {count}张</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}&apos;s hidden cards: {count}</source>
        <translation>{seat}的暗手牌：{count}张</translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins · {points} points</source>
        <translation>
            <numerusform>{seat}获胜 · {points}分</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}: exposed groups: {count}</source>
        <translation>{seat}：亮出的牌组：{count}组</translation>
    </message>
    <message>
        <source>{seat}: discards: {count}</source>
        <translation>{seat}：弃牌：{count}张</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>牌堆 · {count}</translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation>牌堆，共{count}张</translation>
    </message>
    <message>
        <source>You drew</source>
        <translation>你摸到的牌</translation>
    </message>
    <message>
        <source>Your discard</source>
        <translation>你打出的牌</translation>
    </message>
    <message>
        <source>Drawn by {seat}</source>
        <translation>{seat}摸到的牌</translation>
    </message>
    <message>
        <source>Discarded by {seat}</source>
        <translation>{seat}打出的牌</translation>
    </message>
    <message>
        <source>Drop your discard here</source>
        <translation>把要打的牌拖到这里</translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation>你的手牌，共{count}张</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>&amp;Back to lobby</source>
        <translation>返回大厅(&amp;B)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>AI 难度</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>你的成绩</translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln deals: green won, pale green won with take-backs, red lost, grey drawn; the gold line is your share of wins so far.</source>
        <translation>
            <numerusform>最近 %Ln 局：绿色为胜，浅绿色为悔牌后胜，红色为负，灰色为平；金色曲线是你到目前为止的胜率。</numerusform>
        </translation>
    </message>
    <message>
        <source>Past deals</source>
        <translation>以往牌局</translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln finished deals, newest first; Enter watches one again</source>
        <translation>
            <numerusform>最近 %Ln 局已结束的牌局，最新的在前；按回车可重看</numerusform>
        </translation>
    </message>
    <message>
        <source>The deals you finish are kept here, to watch again.</source>
        <translation>你打完的牌局会保存在这里，可以重看。</translation>
    </message>
    <message>
        <source>&amp;Watch again</source>
        <translation>重看(&amp;W)</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>全部难度</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>已玩局数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Won with take-backs</source>
        <translation>悔牌后胜</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>平</translation>
    </message>
    <message>
        <source>Share of wins</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>当前连胜</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>最长连胜</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>最佳一手牌</translation>
    </message>
    <message>
        <source>Average total of your wins</source>
        <translation>获胜时的平均得分</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <comment>an MCR hand&apos;s points (fan)</comment>
        <translation>
            <numerusform>%Ln 番</numerusform>
        </translation>
    </message>
    <message>
        <source>Yes, reset</source>
        <translation>是，重置</translation>
    </message>
    <message>
        <source>&amp;Reset statistics</source>
        <translation>重置统计(&amp;R)</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>还没有玩过任何一局。</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Back to lobby</source>
        <translation>返回大厅</translation>
    </message>
    <message>
        <source>&amp;Back to lobby</source>
        <translation>返回大厅(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Ask the strong AI what it would play</source>
        <translation>问问强 AI 它会怎么出</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>AI 难度</translation>
    </message>
    <message>
        <source>The AI&apos;s strength, from the next deal</source>
        <translation>AI 的强度，从下一局开始生效</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>结果(&amp;R)</translation>
    </message>
    <message>
        <source>Show the results again</source>
        <translation>再次显示结果</translation>
    </message>
    <message>
        <source>Show the results of the deal again</source>
        <translation>再次显示本局结果</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>AI le&amp;vel:</source>
        <translation>AI 难度(&amp;V)：</translation>
    </message>
    <message>
        <source>Tak&amp;e back</source>
        <translation>悔牌(&amp;E)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>悔牌</translation>
    </message>
    <message>
        <source>Return to your previous decision (Ctrl+Z)</source>
        <translation>回到你的上一个决定（Ctrl+Z）</translation>
    </message>
</context>
<context>
    <name>TakeBackWords</name>
    <message numerus="yes">
        <source>You took back %n move(s) in this deal: a win counts apart, outside your streaks.</source>
        <translation>
            <numerusform>本局你悔了 %n 步：赢了也单独计数，不计入连胜。</numerusform>
        </translation>
    </message>
</context>
</TS>
