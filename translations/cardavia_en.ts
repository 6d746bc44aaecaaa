<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>DurakController</name>
    <message numerus="yes">
        <source>The AI got rid of all its cards; you were left holding {count} cards.</source>
        <translation>
            <numerusform>The AI got rid of all its cards; you were left holding {count} card.</numerusform>
            <numerusform>The AI got rid of all its cards; you were left holding {count} cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You got rid of all your cards; the AI was left holding {count} cards.</source>
        <translation>
            <numerusform>You got rid of all your cards; the AI was left holding {count} card.</numerusform>
            <numerusform>You got rid of all your cards; the AI was left holding {count} cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message numerus="yes">
        <source>%1 · %Ln tiles</source>
        <comment>lobby origin line: where the game is from · size of the set</comment>
        <translation>
            <numerusform>%1 · %Ln tile</numerusform>
            <numerusform>%1 · %Ln tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln cards</source>
        <comment>lobby origin line: where the game is from · size of the pack</comment>
        <translation>
            <numerusform>%1 · %Ln card</numerusform>
            <numerusform>%1 · %Ln cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GapWords</name>
    <message numerus="yes">
        <source>%n tile(s) from ready either way</source>
        <translation>
            <numerusform>%n tile from ready either way</numerusform>
            <numerusform>%n tiles from ready either way</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ready instead of %n tile(s) from ready</source>
        <translation>
            <numerusform>ready instead of %n tile from ready</numerusform>
            <numerusform>ready instead of %n tiles from ready</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready instead of ready</source>
        <translation>
            <numerusform>%n tile from ready instead of ready</numerusform>
            <numerusform>%n tiles from ready instead of ready</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready instead of %1</source>
        <comment>the player&apos;s hand, then the AI&apos;s</comment>
        <translation>
            <numerusform>%n tile from ready instead of %1</numerusform>
            <numerusform>%n tiles from ready instead of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n useful tile(s) instead of %1</source>
        <comment>live tiles that would help: the player&apos;s hand, then the AI&apos;s</comment>
        <translation>
            <numerusform>%n useful tile instead of %1</numerusform>
            <numerusform>%n useful tiles instead of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MahjongResults</name>
    <message numerus="yes">
        <source>%n times</source>
        <comment>a fan counted more than once</comment>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MahjongWords</name>
    <message numerus="yes">
        <source>{shanten} from ready; {count} unseen tiles improve it: {tiles}.</source>
        <translation>
            <numerusform>{shanten} from ready; {count} unseen tile improves it: {tiles}.</numerusform>
            <numerusform>{shanten} from ready; {count} unseen tiles improve it: {tiles}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hu! You win {total} points</source>
        <translation>
            <numerusform>Hu! You win {total} point</numerusform>
            <numerusform>Hu! You win {total} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins {total} points</source>
        <translation>
            <numerusform>{seat} wins {total} point</numerusform>
            <numerusform>{seat} wins {total} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} tiles</source>
        <translation>
            <numerusform>{count} tile</numerusform>
            <numerusform>{count} tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PastDealsModel</name>
    <message numerus="yes">
        <source>%n points</source>
        <comment>an MCR winning hand&apos;s points (fan), in the list of past deals</comment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>the winning hand&apos;s points, in the list of past deals</comment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n take-backs</source>
        <comment>help used in a past deal</comment>
        <translation>
            <numerusform>%n take-back</numerusform>
            <numerusform>%n take-backs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hints</source>
        <comment>help used in a past deal</comment>
        <translation>
            <numerusform>%n hint</numerusform>
            <numerusform>%n hints</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message numerus="yes">
        <source>%1 of %n decisions</source>
        <comment>the review&apos;s progress</comment>
        <translation>
            <numerusform>%1 of %n decision</numerusform>
            <numerusform>%1 of %n decisions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewListModel</name>
    <message numerus="yes">
        <source>You agreed with the %1 AI on %2 of %n decisions.</source>
        <comment>the review&apos;s summary</comment>
        <translation>
            <numerusform>You agreed with the %1 AI on %2 of %n decision.</numerusform>
            <numerusform>You agreed with the %1 AI on %2 of %n decisions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The review was stopped after %1 of %n decisions.</source>
        <comment>after the summary</comment>
        <translation>
            <numerusform>The review was stopped after %1 of %n decision.</numerusform>
            <numerusform>The review was stopped after %1 of %n decisions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SisepaiWords</name>
    <message numerus="yes">
        <source>Total: {points} points</source>
        <translation>
            <numerusform>Total: {points} point</numerusform>
            <numerusform>Total: {points} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} · {count} cards</source>
        <translation>
            <numerusform>{seat} · {count} card</numerusform>
            <numerusform>{seat} · {count} cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins · {points} points</source>
        <translation>
            <numerusform>{seat} wins · {points} point</numerusform>
            <numerusform>{seat} wins · {points} points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message numerus="yes">
        <source>The last %Ln deals: green won, pale green won with take-backs, red lost, grey drawn; the gold line is your share of wins so far.</source>
        <translation>
            <numerusform>The last %Ln deal: green won, pale green won with take-backs, red lost, grey drawn; the gold line is your share of wins so far.</numerusform>
            <numerusform>The last %Ln deals: green won, pale green won with take-backs, red lost, grey drawn; the gold line is your share of wins so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln finished deals, newest first; Enter watches one again</source>
        <translation>
            <numerusform>The last %Ln finished deal; Enter watches it again</numerusform>
            <numerusform>The last %Ln finished deals, newest first; Enter watches one again</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <comment>an MCR hand&apos;s points (fan)</comment>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TakeBackWords</name>
    <message numerus="yes">
        <source>You took back %n move(s) in this deal: a win counts apart, outside your streaks.</source>
        <translation>
            <numerusform>You took back %n move in this deal: a win counts apart, outside your streaks.</numerusform>
            <numerusform>You took back %n moves in this deal: a win counts apart, outside your streaks.</numerusform>
        </translation>
    </message>
</context>
</TS>
