<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Cardavia</source>
        <translation>Tentang Cardavia</translation>
    </message>
    <message>
        <source>Traditional card and tile games from around the world, played offline against AI opponents.</source>
        <translation>Permainan kartu dan mahjong tradisional dari berbagai penjuru dunia, dimainkan luring melawan lawan AI.</translation>
    </message>
    <message>
        <source>Cardavia is free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with no warranty.</source>
        <translation>Cardavia adalah perangkat lunak bebas: Anda boleh membagikan dan mengubahnya di bawah GNU General Public License, versi 3 atau yang lebih baru. Tanpa jaminan apa pun.</translation>
    </message>
    <message>
        <source>Bundled fonts: %1. They are under the SIL Open Font License 1.1; the licence text is in the fonts folder.</source>
        <translation>Fon bawaan: %1. Fon ini berlisensi SIL Open Font License 1.1; teks lisensinya ada di folder fon.</translation>
    </message>
    <message>
        <source>Made with Qt %1 and Qt for Python (PySide6) %2, under the GNU Lesser General Public License, version 3.</source>
        <translation>Dibuat dengan Qt %1 dan Qt for Python (PySide6) %2, di bawah GNU Lesser General Public License, versi 3.</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>, trump</source>
        <translation>, truf</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Kartu tertutup</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&amp;New deal</source>
        <translation>Babak ba&amp;ru</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Petun&amp;juk</translation>
    </message>
    <message>
        <source>Ask the strong AI what it would play</source>
        <translation>Tanya AI yang kuat apa yang akan dimainkannya</translation>
    </message>
    <message>
        <source>&amp;Back to the lobby</source>
        <translation>&amp;Kembali ke lobi</translation>
    </message>
    <message>
        <source>Close what is open; otherwise back to the lobby, keeping the deal</source>
        <translation>Tutup yang sedang terbuka; jika tidak ada, kembali ke lobi dan babak tetap tersimpan</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>A&amp;turan permainan ini</translation>
    </message>
    <message>
        <source>The rules of the game on the table (in the lobby: of the game in focus)</source>
        <translation>Aturan permainan di meja (di lobi: permainan yang sedang dipilih)</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>Your results in each game</source>
        <translation>Hasil Anda di setiap permainan</translation>
    </message>
    <message>
        <source>Deal &amp;log</source>
        <translation>&amp;Catatan babak</translation>
    </message>
    <message>
        <source>Show or hide the list of what happened in the deal, beside the table</source>
        <translation>Tampilkan atau sembunyikan daftar kejadian dalam babak, di samping meja</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Layar &amp;penuh</translation>
    </message>
    <message>
        <source>Fill the screen, or leave full screen</source>
        <translation>Penuhi layar, atau keluar dari layar penuh</translation>
    </message>
    <message>
        <source>Reset the &amp;display</source>
        <translation>Tampi&amp;lan semula</translation>
    </message>
    <message>
        <source>Contrast, grain and colour temperature back to 50 %</source>
        <translation>Kontras, butiran, dan suhu warna kembali ke 50%</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Pintasan ke&amp;yboard</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>Daftar ini</translation>
    </message>
    <message>
        <source>Ab&amp;out Cardavia</source>
        <translation>Tentan&amp;g Cardavia</translation>
    </message>
    <message>
        <source>Version, licences, and the software Cardavia is made with</source>
        <translation>Versi, lisensi, dan perangkat lunak yang dipakai untuk membuat Cardavia</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Kel&amp;uar</translation>
    </message>
    <message>
        <source>Close Cardavia (every unfinished deal is kept)</source>
        <translation>Tutup Cardavia (semua babak yang belum selesai tetap tersimpan)</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Open the menu</source>
        <translation>Buka menu</translation>
    </message>
    <message>
        <source>Next control (Shift+Tab: the one before)</source>
        <translation>Kontrol berikutnya (Shift+Tab: sebelumnya)</translation>
    </message>
    <message>
        <source>Alt+letter</source>
        <translation>Alt+huruf</translation>
    </message>
    <message>
        <source>Press the button whose letter is underlined</source>
        <translation>Tekan tombol yang hurufnya bergaris bawah</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>Berpindah di antara kartu di tangan Anda</translation>
    </message>
    <message>
        <source>Play or pick the card in focus, or press the button in focus</source>
        <translation>Mainkan atau pilih kartu yang sedang difokus, atau tekan tombol yang sedang difokus</translation>
    </message>
    <message>
        <source>In a replay: a move back or forward, to the start or the end</source>
        <translation>Saat memutar ulang: mundur atau maju satu langkah, ke awal atau ke akhir</translation>
    </message>
    <message>
        <source>In a replay: play or pause</source>
        <translation>Saat memutar ulang: putar atau jeda</translation>
    </message>
    <message>
        <source>Tak&amp;e back</source>
        <translation>Batalkan langka&amp;h</translation>
    </message>
    <message>
        <source>Deal again in this game (a deal you have played in is given up only if you agree)</source>
        <translation>Bagikan ulang di permainan ini (babak yang sudah Anda mainkan ditinggalkan hanya jika Anda setuju)</translation>
    </message>
    <message>
        <source>Return to your previous decision in this deal, undoing the AI moves since</source>
        <translation>Kembali ke keputusan Anda sebelumnya di babak ini, membatalkan langkah AI sesudahnya</translation>
    </message>
</context>
<context>
    <name>DealLogPanel</name>
    <message>
        <source>Deal log</source>
        <translation>Catatan babak</translation>
    </message>
    <message>
        <source>What happened in this deal, oldest first</source>
        <translation>Kejadian dalam babak ini, yang paling awal lebih dulu</translation>
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
        <translation>Petunjuk: pukul dengan {card}</translation>
    </message>
    <message>
        <source>Hint: play the {card}</source>
        <translation>Petunjuk: mainkan {card}</translation>
    </message>
    <message>
        <source>Hint: take the cards</source>
        <translation>Petunjuk: ambil kartunya</translation>
    </message>
    <message>
        <source>Hint: press Done</source>
        <comment>the defender takes</comment>
        <translation>Petunjuk: tekan Selesai</translation>
    </message>
    <message>
        <source>Hint: press Done</source>
        <translation>Petunjuk: tekan Selesai</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>AI sedang berpikir…</translation>
    </message>
    <message>
        <source>Nothing beats the {card}: take the cards</source>
        <translation>Tak ada yang bisa memukul {card}: ambil kartunya</translation>
    </message>
    <message>
        <source>Beat the {card} or take</source>
        <translation>Pukul {card} atau ambil</translation>
    </message>
    <message>
        <source>Your attack: lead any card</source>
        <translation>Giliran Anda menyerang: mainkan kartu apa saja</translation>
    </message>
    <message>
        <source>Add cards for the AI to take, or press Done</source>
        <translation>Tambah kartu untuk diambil AI, atau tekan Selesai</translation>
    </message>
    <message>
        <source>Nothing more to add: press Done</source>
        <translation>Tak ada lagi yang bisa ditambah: tekan Selesai</translation>
    </message>
    <message>
        <source>Add a card or press Done</source>
        <translation>Tambah kartu atau tekan Selesai</translation>
    </message>
    <message>
        <source>All beaten: press Done</source>
        <translation>Semua sudah dipukul: tekan Selesai</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Seri</translation>
    </message>
    <message>
        <source>You are the durak</source>
        <translation>Anda jadi durak</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Anda menang!</translation>
    </message>
    <message>
        <source>You both went out in the same bout.</source>
        <translation>Anda dan AI sama-sama habis kartu dalam ronde yang sama.</translation>
    </message>
    <message numerus="yes">
        <source>The AI got rid of all its cards; you were left holding {count} cards.</source>
        <translation>
            <numerusform>AI menghabiskan semua kartunya; Anda masih memegang {count} kartu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You got rid of all your cards; the AI was left holding {count} cards.</source>
        <translation>
            <numerusform>Anda menghabiskan semua kartu; AI masih memegang {count} kartu.</numerusform>
        </translation>
    </message>
    <message>
        <source>AI ({level}) · cards: {count}</source>
        <translation>AI ({level}) · kartu: {count}</translation>
    </message>
    <message>
        <source>The AI&apos;s hand, cards: {count}</source>
        <translation>Kartu di tangan AI: {count}</translation>
    </message>
    <message>
        <source>Stock · {count} · trump {card}</source>
        <translation>Tumpukan · {count} · truf {card}</translation>
    </message>
    <message>
        <source>Trump {suit}</source>
        <translation>Truf {suit}</translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation>Tumpukan, kartu: {count}</translation>
    </message>
    <message>
        <source>Discard · {count}</source>
        <translation>Buangan · {count}</translation>
    </message>
    <message>
        <source>Discard pile, cards: {count}</source>
        <translation>Tumpukan buangan, kartu: {count}</translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation>Kartu di tangan Anda: {count}</translation>
    </message>
    <message>
        <source>The bout on the table</source>
        <translation>Ronde di meja</translation>
    </message>
    <message>
        <source>Attack cards: {played} of {limit}</source>
        <translation>Kartu serangan: {played} dari {limit}</translation>
    </message>
    <message>
        <source>you take</source>
        <translation>Anda mengambil</translation>
    </message>
    <message>
        <source>the AI takes</source>
        <translation>AI mengambil</translation>
    </message>
    <message>
        <source>Drag or click a card to attack</source>
        <translation>Seret atau klik kartu untuk menyerang</translation>
    </message>
</context>
<context>
    <name>DurakTable</name>
    <message>
        <source>&amp;Take</source>
        <translation>&amp;Ambil</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Ambil</translation>
    </message>
    <message>
        <source>Pick up every card of this bout</source>
        <translation>Ambil semua kartu ronde ini</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Selesai</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Selesai</translation>
    </message>
    <message>
        <source>Stop adding cards: the bout ends</source>
        <translation>Berhenti menambah kartu: ronde berakhir</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <comment>the defender takes</comment>
        <translation>&amp;Selesai</translation>
    </message>
    <message>
        <source>Done</source>
        <comment>the defender takes</comment>
        <translation>Selesai</translation>
    </message>
    <message>
        <source>Stop adding cards: the AI takes them all</source>
        <translation>Berhenti menambah kartu: AI mengambil semuanya</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>The deal is over.</source>
        <comment>core.illegal.deal_over</comment>
        <translation>Babak sudah berakhir.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <comment>core.illegal.not_legal</comment>
        <translation>Langkah itu tidak boleh sekarang.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <comment>core.illegal.not_your_turn</comment>
        <translation>Sekarang bukan giliran Anda.</translation>
    </message>
    <message>
        <source>There is no seat {seat} at this table.</source>
        <comment>core.illegal.unknown_seat</comment>
        <translation>Tidak ada pemain {seat} di meja ini.</translation>
    </message>
    <message>
        <source>Six cards each; the trump card is the {card}.</source>
        <comment>durak.event.deal</comment>
        <translation>Masing-masing mendapat enam kartu; kartu trufnya {card}.</translation>
    </message>
    <message numerus="yes">
        <source>All beaten: {count} cards go to the discard pile.</source>
        <comment>durak.event.discard</comment>
        <translation>
            <numerusform>Semua sudah dipukul: {count} kartu masuk ke tumpukan buangan.</numerusform>
        </translation>
    </message>
    <message>
        <source>The defender is taking: no more cards can be beaten this bout.</source>
        <comment>durak.illegal.already_taking</comment>
        <translation>Pemain bertahan sedang mengambil: tidak ada lagi kartu yang bisa dipukul di ronde ini.</translation>
    </message>
    <message numerus="yes">
        <source>This bout already holds {limit} attack cards, its limit.</source>
        <comment>durak.illegal.bout_full</comment>
        <translation>
            <numerusform>Ronde ini sudah berisi {limit} kartu serangan, batasnya.</numerusform>
        </translation>
    </message>
    <message>
        <source>The {card} does not beat the {attack}.</source>
        <comment>durak.illegal.must_beat</comment>
        <translation>{card} tidak bisa memukul {attack}.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>durak.illegal.not_in_hand</comment>
        <translation>Anda tidak memegang {card}.</translation>
    </message>
    <message>
        <source>Lead a card first: a bout cannot end before it starts.</source>
        <comment>durak.illegal.nothing_to_stop</comment>
        <translation>Mainkan kartu dulu: ronde tidak bisa berakhir sebelum dimulai.</translation>
    </message>
    <message>
        <source>Only the attacker can do that.</source>
        <comment>durak.illegal.only_attacker</comment>
        <translation>Hanya penyerang yang boleh melakukan itu.</translation>
    </message>
    <message>
        <source>Only the defender can do that.</source>
        <comment>durak.illegal.only_defender</comment>
        <translation>Hanya pemain bertahan yang boleh melakukan itu.</translation>
    </message>
    <message>
        <source>You can only add a card whose rank is already on the table.</source>
        <comment>durak.illegal.rank_not_on_table</comment>
        <translation>Anda hanya boleh menambah kartu yang nilainya sudah ada di meja.</translation>
    </message>
    <message>
        <source>Wait until the defender beats or takes the card on the table.</source>
        <comment>durak.illegal.wait_for_defence</comment>
        <translation>Tunggu sampai pemain bertahan memukul atau mengambil kartu di meja.</translation>
    </message>
    <message>
        <source>Both players went out in the same bout: a draw.</source>
        <comment>durak.outcome.draw</comment>
        <translation>Kedua pemain habis kartu dalam ronde yang sama: seri.</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>durak.rank.6</comment>
        <translation>Enam</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>durak.rank.7</comment>
        <translation>Tujuh</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>durak.rank.8</comment>
        <translation>Delapan</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>durak.rank.9</comment>
        <translation>Sembilan</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>durak.rank.A</comment>
        <translation>As</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>durak.rank.J</comment>
        <translation>Jack</translation>
    </message>
    <message>
        <source>King</source>
        <comment>durak.rank.K</comment>
        <translation>King</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>durak.rank.Q</comment>
        <translation>Queen</translation>
    </message>
    <message>
        <source>Ten</source>
        <comment>durak.rank.T</comment>
        <translation>Sepuluh</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>durak.suit.C</comment>
        <translation>keriting</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>durak.suit.D</comment>
        <translation>wajik</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>durak.suit.H</comment>
        <translation>hati</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>durak.suit.S</comment>
        <translation>sekop</translation>
    </message>
    <message numerus="yes">
        <source>Eight cards each; {count} cards in the stock.</source>
        <comment>kowah.event.deal</comment>
        <translation>
            <numerusform>Masing-masing mendapat delapan kartu; {count} kartu di tumpukan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Old Thousand</source>
        <comment>kowah.honour.OT</comment>
        <translation>Seribu Tua</translation>
    </message>
    <message>
        <source>Red Flower</source>
        <comment>kowah.honour.RF</comment>
        <translation>Bunga Merah</translation>
    </message>
    <message>
        <source>White Flower</source>
        <comment>kowah.honour.WF</comment>
        <translation>Bunga Putih</translation>
    </message>
    <message>
        <source>Your hand is ready: declare or pass first.</source>
        <comment>kowah.illegal.decide_declaration</comment>
        <translation>Kartu Anda sudah siap: nyatakan ceki atau pas dulu.</translation>
    </message>
    <message>
        <source>You may declare only just after your discard.</source>
        <comment>kowah.illegal.declare_after_discard</comment>
        <translation>Anda hanya boleh menyatakan ceki tepat setelah membuang.</translation>
    </message>
    <message>
        <source>You already have nine cards: discard one.</source>
        <comment>kowah.illegal.discard_now</comment>
        <translation>Anda sudah memegang sembilan kartu: buang satu.</translation>
    </message>
    <message>
        <source>Draw from the stock or take the latest discard first.</source>
        <comment>kowah.illegal.draw_first</comment>
        <translation>Tarik dari tumpukan atau ambil buangan terakhir dulu.</translation>
    </message>
    <message>
        <source>Your first turn must draw from the stock.</source>
        <comment>kowah.illegal.first_turn_draws</comment>
        <translation>Di giliran pertama Anda wajib menarik dari tumpukan.</translation>
    </message>
    <message>
        <source>Your hand is declared and locked: you draw from the stock only.</source>
        <comment>kowah.illegal.locked_draws</comment>
        <translation>Kartu Anda sudah dinyatakan dan terkunci: Anda hanya boleh menarik dari tumpukan.</translation>
    </message>
    <message>
        <source>There is no discard to take.</source>
        <comment>kowah.illegal.no_discard</comment>
        <translation>Tidak ada buangan yang bisa diambil.</translation>
    </message>
    <message>
        <source>The {face} cannot be the waiting pair of this hand.</source>
        <comment>kowah.illegal.not_a_wait</comment>
        <translation>{face} tidak bisa menjadi pasangan tunggu untuk kartu ini.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>kowah.illegal.not_in_hand</comment>
        <translation>Anda tidak memegang {card}.</translation>
    </message>
    <message>
        <source>Your hand is not ready: you need two triples and an identical pair.</source>
        <comment>kowah.illegal.not_ready</comment>
        <translation>Kartu Anda belum siap: Anda perlu dua tris dan sepasang kartu kembar.</translation>
    </message>
    <message>
        <source>You cannot discard the {card} you have just taken.</source>
        <comment>kowah.illegal.taken_card</comment>
        <translation>Anda tidak boleh membuang {card} yang baru saja Anda ambil.</translation>
    </message>
    <message>
        <source>The stock is empty and nobody won: the deal is drawn.</source>
        <comment>kowah.outcome.exhausted</comment>
        <translation>Tumpukan habis dan tidak ada yang menang: babak berakhir seri.</translation>
    </message>
    <message>
        <source>One</source>
        <comment>kowah.rank.1</comment>
        <translation>Satu</translation>
    </message>
    <message>
        <source>Two</source>
        <comment>kowah.rank.2</comment>
        <translation>Dua</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>kowah.rank.3</comment>
        <translation>Tiga</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>kowah.rank.4</comment>
        <translation>Empat</translation>
    </message>
    <message>
        <source>Five</source>
        <comment>kowah.rank.5</comment>
        <translation>Lima</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>kowah.rank.6</comment>
        <translation>Enam</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>kowah.rank.7</comment>
        <translation>Tujuh</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>kowah.rank.8</comment>
        <translation>Delapan</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>kowah.rank.9</comment>
        <translation>Sembilan</translation>
    </message>
    <message>
        <source>Coins</source>
        <comment>kowah.suit.C</comment>
        <translation>Koin</translation>
    </message>
    <message>
        <source>Myriads</source>
        <comment>kowah.suit.M</comment>
        <translation>Laksa</translation>
    </message>
    <message>
        <source>Strings</source>
        <comment>kowah.suit.S</comment>
        <translation>Untai</translation>
    </message>
    <message>
        <source>{tile} cannot be the middle tile of a chow.</source>
        <comment>mahjong.error.bad_chow</comment>
        <translation>{tile} tidak bisa menjadi kartu tengah sebuah chow.</translation>
    </message>
    <message>
        <source>{flag} must be true or false, not {value!r}.</source>
        <comment>mahjong.error.bad_flag</comment>
        <translation>{flag} harus true atau false, bukan {value!r}.</translation>
    </message>
    <message>
        <source>Flower count must be 0-8, not {value!r}.</source>
        <comment>mahjong.error.bad_flowers</comment>
        <translation>Jumlah bunga harus 0-8, bukan {value!r}.</translation>
    </message>
    <message>
        <source>Not a valid JSON object: {detail}</source>
        <comment>mahjong.error.bad_json</comment>
        <translation>Bukan objek JSON yang valid: {detail}</translation>
    </message>
    <message>
        <source>Unknown set type {kind!r} (use CHI, PENG or GANG).</source>
        <comment>mahjong.error.bad_meld</comment>
        <translation>Jenis set {kind!r} tidak dikenal (gunakan CHI, PENG, atau GANG).</translation>
    </message>
    <message>
        <source>Cannot read {text!r}: {detail}</source>
        <comment>mahjong.error.bad_notation</comment>
        <translation>Tidak dapat membaca {text!r}: {detail}</translation>
    </message>
    <message>
        <source>Set offer must be 0-3 (a chow: 1-3), not {offer!r}.</source>
        <comment>mahjong.error.bad_offer</comment>
        <translation>Asal set harus 0-3 (untuk chow: 1-3), bukan {offer!r}.</translation>
    </message>
    <message>
        <source>{which} wind must be 0-3 (East, South, West, North), not {value!r}.</source>
        <comment>mahjong.error.bad_wind</comment>
        <translation>Angin {which} harus 0-3 (Timur, Selatan, Barat, Utara), bukan {value!r}.</translation>
    </message>
    <message>
        <source>Empty line.</source>
        <comment>mahjong.error.empty_line</comment>
        <translation>Baris kosong.</translation>
    </message>
    <message>
        <source>There are only four copies of {tile}, this hand uses {count}.</source>
        <comment>mahjong.error.fifth_copy</comment>
        <translation>Hanya ada empat lembar {tile}, tangan ini memakai {count}.</translation>
    </message>
    <message>
        <source>A flower cannot be part of the hand; count it in the flowers instead.</source>
        <comment>mahjong.error.flower_in_hand</comment>
        <translation>Bunga tidak bisa menjadi bagian tangan; hitunglah di jumlah bunga.</translation>
    </message>
    <message>
        <source>Internal error ({detail}); please report this hand.</source>
        <comment>mahjong.error.internal</comment>
        <translation>Kesalahan internal ({detail}); mohon laporkan tangan ini.</translation>
    </message>
    <message>
        <source>Last Tile means the other three {tile} are visible, but the hand holds another one.</source>
        <comment>mahjong.error.last_tile_held</comment>
        <translation>Kartu Terakhir berarti tiga {tile} lainnya sudah terlihat, tetapi tangan ini masih memegang satu lagi.</translation>
    </message>
    <message>
        <source>Missing field {field!r}.</source>
        <comment>mahjong.error.missing_field</comment>
        <translation>Kolom {field!r} tidak ada.</translation>
    </message>
    <message>
        <source>This is not a complete winning hand.</source>
        <comment>mahjong.error.not_complete</comment>
        <translation>Ini bukan tangan menang yang lengkap.</translation>
    </message>
    <message>
        <source>A win on a kong replacement tile needs a declared kong.</source>
        <comment>mahjong.error.replacement_without_kong</comment>
        <translation>Menang dengan kartu pengganti kong memerlukan kong yang dinyatakan.</translation>
    </message>
    <message>
        <source>Cannot rob a kong of {tile}: the hand already holds or shows that tile.</source>
        <comment>mahjong.error.rob_held_tile</comment>
        <translation>Tidak bisa merampok kong {tile}: tangan ini sudah memegang atau menunjukkan kartu itu.</translation>
    </message>
    <message>
        <source>A hand has at most four declared sets, not {count}.</source>
        <comment>mahjong.error.too_many_melds</comment>
        <translation>Sebuah tangan paling banyak punya empat set yang dinyatakan, bukan {count}.</translation>
    </message>
    <message>
        <source>Unknown tile {tile!r}.</source>
        <comment>mahjong.error.unknown_tile</comment>
        <translation>Kartu {tile!r} tidak dikenal.</translation>
    </message>
    <message>
        <source>{seat} attacks with the {card}.</source>
        <comment>durak.event.attack</comment>
        <translation>{seat} menyerang dengan {card}.</translation>
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
        <translation>Anda menyerang dengan {card}.</translation>
    </message>
    <message>
        <source>{attacker} attacks, {defender} defends.</source>
        <comment>durak.event.bout</comment>
        <translation>{attacker} menyerang, {defender} bertahan.</translation>
    </message>
    <message>
        <source>You attack, {defender} defends.</source>
        <comment>durak.event.bout.you.attacker</comment>
        <translation>Anda menyerang, {defender} bertahan.</translation>
    </message>
    <message>
        <source>{attacker} attacks, you defend.</source>
        <comment>durak.event.bout.you.defender</comment>
        <translation>{attacker} menyerang, Anda bertahan.</translation>
    </message>
    <message>
        <source>{seat} beats the {attack} with the {card}.</source>
        <comment>durak.event.defend</comment>
        <translation>{seat} memukul {attack} dengan {card}.</translation>
    </message>
    <message>
        <source>You beat the {attack} with the {card}.</source>
        <comment>durak.event.defend.you.seat</comment>
        <translation>Anda memukul {attack} dengan {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} draws {count} cards.</source>
        <comment>durak.event.draw</comment>
        <translation>
            <numerusform>{seat} menarik {count} kartu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You draw {count} cards.</source>
        <comment>durak.event.draw.you.seat</comment>
        <translation>
            <numerusform>Anda menarik {count} kartu.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} holds the lowest trump, the {card}, and attacks first.</source>
        <comment>durak.event.first_attacker</comment>
        <translation>{seat} memegang truf terendah, {card}, dan menyerang lebih dulu.</translation>
    </message>
    <message>
        <source>You hold the lowest trump, the {card}, and attack first.</source>
        <comment>durak.event.first_attacker.you.seat</comment>
        <translation>Anda memegang truf terendah, {card}, dan menyerang lebih dulu.</translation>
    </message>
    <message>
        <source>Nobody holds a trump: {seat} attacks first.</source>
        <comment>durak.event.first_attacker_no_trump</comment>
        <translation>Tidak ada yang memegang truf: {seat} menyerang lebih dulu.</translation>
    </message>
    <message>
        <source>Nobody holds a trump: you attack first.</source>
        <comment>durak.event.first_attacker_no_trump.you.seat</comment>
        <translation>Tidak ada yang memegang truf: Anda menyerang lebih dulu.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} picks up {count} cards.</source>
        <comment>durak.event.pick_up</comment>
        <translation>
            <numerusform>{seat} mengambil {count} kartu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You pick up {count} cards.</source>
        <comment>durak.event.pick_up.you.seat</comment>
        <translation>
            <numerusform>Anda mengambil {count} kartu.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} takes.</source>
        <comment>durak.event.take</comment>
        <translation>{seat} mengambil.</translation>
    </message>
    <message>
        <source>You take.</source>
        <comment>durak.event.take.you.seat</comment>
        <translation>Anda mengambil.</translation>
    </message>
    <message>
        <source>{seat} draws the face-up trump, the {card}.</source>
        <comment>durak.event.trump_drawn</comment>
        <translation>{seat} menarik kartu truf yang terbuka, {card}.</translation>
    </message>
    <message>
        <source>You draw the face-up trump, the {card}.</source>
        <comment>durak.event.trump_drawn.you.seat</comment>
        <translation>Anda menarik kartu truf yang terbuka, {card}.</translation>
    </message>
    <message>
        <source>{seat} is left holding cards: the durak.</source>
        <comment>durak.outcome.durak</comment>
        <translation>{seat} masih memegang kartu: dialah durak.</translation>
    </message>
    <message>
        <source>You are left holding cards: you are the durak.</source>
        <comment>durak.outcome.durak.you.seat</comment>
        <translation>Anda masih memegang kartu: Andalah durak.</translation>
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
        <translation>{seat} menyatakan ceki, menunggu {face}.</translation>
    </message>
    <message>
        <source>You declare cheki, waiting on the {face}.</source>
        <comment>kowah.event.declare.you.seat</comment>
        <translation>Anda menyatakan ceki, menunggu {face}.</translation>
    </message>
    <message>
        <source>{seat} discards the {card}.</source>
        <comment>kowah.event.discard</comment>
        <translation>{seat} membuang {card}.</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <comment>kowah.event.discard.you.seat</comment>
        <translation>Anda membuang {card}.</translation>
    </message>
    <message>
        <source>{seat} draws from the stock.</source>
        <comment>kowah.event.draw</comment>
        <translation>{seat} menarik dari tumpukan.</translation>
    </message>
    <message>
        <source>You draw from the stock.</source>
        <comment>kowah.event.draw.you.seat</comment>
        <translation>Anda menarik dari tumpukan.</translation>
    </message>
    <message>
        <source>{seat} draws the {card}, face up.</source>
        <comment>kowah.event.draw_public</comment>
        <translation>{seat} menarik {card} secara terbuka.</translation>
    </message>
    <message>
        <source>You draw the {card}, face up.</source>
        <comment>kowah.event.draw_public.you.seat</comment>
        <translation>Anda menarik {card} secara terbuka.</translation>
    </message>
    <message>
        <source>{seat} plays first.</source>
        <comment>kowah.event.first_player</comment>
        <translation>{seat} jalan lebih dulu.</translation>
    </message>
    <message>
        <source>You play first.</source>
        <comment>kowah.event.first_player.you.seat</comment>
        <translation>Anda jalan lebih dulu.</translation>
    </message>
    <message>
        <source>{seat} receives eight cards.</source>
        <comment>kowah.event.hand</comment>
        <translation>{seat} menerima delapan kartu.</translation>
    </message>
    <message>
        <source>You receive eight cards.</source>
        <comment>kowah.event.hand.you.seat</comment>
        <translation>Anda menerima delapan kartu.</translation>
    </message>
    <message>
        <source>{seat} does not declare.</source>
        <comment>kowah.event.pass</comment>
        <translation>{seat} tidak menyatakan ceki.</translation>
    </message>
    <message>
        <source>You do not declare.</source>
        <comment>kowah.event.pass.you.seat</comment>
        <translation>Anda tidak menyatakan ceki.</translation>
    </message>
    <message>
        <source>{seat} takes the {card}.</source>
        <comment>kowah.event.take</comment>
        <translation>{seat} mengambil {card}.</translation>
    </message>
    <message>
        <source>You take the {card}.</source>
        <comment>kowah.event.take.you.seat</comment>
        <translation>Anda mengambil {card}.</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} discarded by {source}: ×2.</source>
        <comment>kowah.outcome.claimed_discard</comment>
        <translation>{seat} menang dengan {card} yang dibuang {source}: ×2.</translation>
    </message>
    <message>
        <source>You win on the {card} discarded by {source}: ×2.</source>
        <comment>kowah.outcome.claimed_discard.you.seat</comment>
        <translation>Anda menang dengan {card} yang dibuang {source}: ×2.</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} you discarded: ×2.</source>
        <comment>kowah.outcome.claimed_discard.you.source</comment>
        <translation>{seat} menang dengan {card} yang Anda buang: ×2.</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} drawn by {source}: ×1.</source>
        <comment>kowah.outcome.claimed_draw</comment>
        <translation>{seat} menang dengan {card} yang ditarik {source}: ×1.</translation>
    </message>
    <message>
        <source>You win on the {card} drawn by {source}: ×1.</source>
        <comment>kowah.outcome.claimed_draw.you.seat</comment>
        <translation>Anda menang dengan {card} yang ditarik {source}: ×1.</translation>
    </message>
    <message>
        <source>{seat} wins on the {card} you drew: ×1.</source>
        <comment>kowah.outcome.claimed_draw.you.source</comment>
        <translation>{seat} menang dengan {card} yang Anda tarik: ×1.</translation>
    </message>
    <message>
        <source>{seat} draws the {card} and wins: ×3.</source>
        <comment>kowah.outcome.self_drawn</comment>
        <translation>{seat} menarik {card} dan menang: ×3.</translation>
    </message>
    <message>
        <source>You draw the {card} and win: ×3.</source>
        <comment>kowah.outcome.self_drawn.you.seat</comment>
        <translation>Anda menarik {card} dan menang: ×3.</translation>
    </message>
    <message numerus="yes">
        <source>The hand needs {need} concealed tiles besides the winning tile, not {count} (declared sets: {melds}).</source>
        <comment>mahjong.error.wrong_count</comment>
        <translation>
            <numerusform>Tangan ini perlu {need} kartu tertutup selain kartu kemenangan, bukan {count} (set yang dinyatakan: {melds}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hand needs {need} concealed tiles, not {count} (declared sets: {melds}).</source>
        <comment>mahjong.error.wrong_shanten_count</comment>
        <translation>
            <numerusform>Tangan ini perlu {need} kartu tertutup, bukan {count} (set yang dinyatakan: {melds}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} adds the {tile} to a pung.</source>
        <comment>mahjong.event.added_kong</comment>
        <translation>{seat} menambahkan {tile} ke sebuah pung.</translation>
    </message>
    <message>
        <source>You add the {tile} to a pung.</source>
        <comment>mahjong.event.added_kong.you.seat</comment>
        <translation>Anda menambahkan {tile} ke sebuah pung.</translation>
    </message>
    <message>
        <source>{seat} claims the {tile} for a chow.</source>
        <comment>mahjong.event.chow</comment>
        <translation>{seat} mengambil {tile} untuk chow.</translation>
    </message>
    <message>
        <source>You claim the {tile} for a chow.</source>
        <comment>mahjong.event.chow.you.seat</comment>
        <translation>Anda mengambil {tile} untuk chow.</translation>
    </message>
    <message>
        <source>{seat} declares a concealed kong.</source>
        <comment>mahjong.event.concealed_kong</comment>
        <translation>{seat} menyatakan kong tertutup.</translation>
    </message>
    <message>
        <source>You declare a concealed kong.</source>
        <comment>mahjong.event.concealed_kong.you.seat</comment>
        <translation>Anda menyatakan kong tertutup.</translation>
    </message>
    <message>
        <source>{seat} is East and deals: 14 tiles to East, 13 to the others.</source>
        <comment>mahjong.event.deal</comment>
        <translation>{seat} adalah Timur dan membagi kartu: 14 kartu untuk Timur, 13 untuk yang lain.</translation>
    </message>
    <message>
        <source>You are East and deal: 14 tiles to East, 13 to the others.</source>
        <comment>mahjong.event.deal.you.seat</comment>
        <translation>Anda adalah Timur dan membagi kartu: 14 kartu untuk Timur, 13 untuk yang lain.</translation>
    </message>
    <message>
        <source>{seat} discards the {tile}.</source>
        <comment>mahjong.event.discard</comment>
        <translation>{seat} membuang {tile}.</translation>
    </message>
    <message>
        <source>You discard the {tile}.</source>
        <comment>mahjong.event.discard.you.seat</comment>
        <translation>Anda membuang {tile}.</translation>
    </message>
    <message>
        <source>{seat} draws a tile.</source>
        <comment>mahjong.event.draw</comment>
        <translation>{seat} menarik satu kartu.</translation>
    </message>
    <message>
        <source>You draw a tile.</source>
        <comment>mahjong.event.draw.you.seat</comment>
        <translation>Anda menarik satu kartu.</translation>
    </message>
    <message>
        <source>{seat} claims the {tile} for an exposed kong.</source>
        <comment>mahjong.event.exposed_kong</comment>
        <translation>{seat} mengambil {tile} untuk kong terbuka.</translation>
    </message>
    <message>
        <source>You claim the {tile} for an exposed kong.</source>
        <comment>mahjong.event.exposed_kong.you.seat</comment>
        <translation>Anda mengambil {tile} untuk kong terbuka.</translation>
    </message>
    <message>
        <source>{seat} shows the {tile} and draws a replacement.</source>
        <comment>mahjong.event.flower</comment>
        <translation>{seat} membuka {tile} dan menarik kartu pengganti.</translation>
    </message>
    <message>
        <source>You show the {tile} and draw a replacement.</source>
        <comment>mahjong.event.flower.you.seat</comment>
        <translation>Anda membuka {tile} dan menarik kartu pengganti.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} receives {count} tiles.</source>
        <comment>mahjong.event.hand</comment>
        <translation>
            <numerusform>{seat} menerima {count} kartu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You receive {count} tiles.</source>
        <comment>mahjong.event.hand.you.seat</comment>
        <translation>
            <numerusform>Anda menerima {count} kartu.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} claims the {tile} for a pung.</source>
        <comment>mahjong.event.pung</comment>
        <translation>{seat} mengambil {tile} untuk pung.</translation>
    </message>
    <message>
        <source>You claim the {tile} for a pung.</source>
        <comment>mahjong.event.pung.you.seat</comment>
        <translation>Anda mengambil {tile} untuk pung.</translation>
    </message>
    <message>
        <source>{seat} draws a replacement tile from the end of the wall.</source>
        <comment>mahjong.event.replacement</comment>
        <translation>{seat} menarik kartu pengganti dari ujung tembok.</translation>
    </message>
    <message>
        <source>You draw a replacement tile from the end of the wall.</source>
        <comment>mahjong.event.replacement.you.seat</comment>
        <translation>Anda menarik kartu pengganti dari ujung tembok.</translation>
    </message>
    <message>
        <source>{seat} robs the kong.</source>
        <comment>mahjong.event.robbed</comment>
        <translation>{seat} merampok kong.</translation>
    </message>
    <message>
        <source>You rob the kong.</source>
        <comment>mahjong.event.robbed.you.seat</comment>
        <translation>Anda merampok kong.</translation>
    </message>
    <message>
        <source>All Chows</source>
        <comment>mahjong.fan.all_chows</comment>
        <translation>Serba Chow</translation>
    </message>
    <message>
        <source>All Even Pungs</source>
        <comment>mahjong.fan.all_even_pungs</comment>
        <translation>Serba Pung Genap</translation>
    </message>
    <message>
        <source>All Five</source>
        <comment>mahjong.fan.all_five</comment>
        <translation>Serba Lima</translation>
    </message>
    <message>
        <source>All Green</source>
        <comment>mahjong.fan.all_green</comment>
        <translation>Serba Hijau</translation>
    </message>
    <message>
        <source>All Honors</source>
        <comment>mahjong.fan.all_honors</comment>
        <translation>Serba Kehormatan</translation>
    </message>
    <message>
        <source>All Pungs</source>
        <comment>mahjong.fan.all_pungs</comment>
        <translation>Serba Pung</translation>
    </message>
    <message>
        <source>All Simples</source>
        <comment>mahjong.fan.all_simples</comment>
        <translation>Serba Sederhana</translation>
    </message>
    <message>
        <source>All Terminals</source>
        <comment>mahjong.fan.all_terminals</comment>
        <translation>Serba Terminal</translation>
    </message>
    <message>
        <source>All Terminals and Honors</source>
        <comment>mahjong.fan.all_terminals_and_honors</comment>
        <translation>Serba Terminal dan Kehormatan</translation>
    </message>
    <message>
        <source>All Types</source>
        <comment>mahjong.fan.all_types</comment>
        <translation>Semua Jenis</translation>
    </message>
    <message>
        <source>Big Four Winds</source>
        <comment>mahjong.fan.big_four_winds</comment>
        <translation>Empat Angin Besar</translation>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <comment>mahjong.fan.big_three_dragons</comment>
        <translation>Tiga Naga Besar</translation>
    </message>
    <message>
        <source>Big Three Winds</source>
        <comment>mahjong.fan.big_three_winds</comment>
        <translation>Tiga Angin Besar</translation>
    </message>
    <message>
        <source>Chicken Hand</source>
        <comment>mahjong.fan.chicken_hand</comment>
        <translation>Tangan Ayam</translation>
    </message>
    <message>
        <source>Closed Wait</source>
        <comment>mahjong.fan.closed_wait</comment>
        <translation>Tunggu Tengah</translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <comment>mahjong.fan.concealed_hand</comment>
        <translation>Tangan Tertutup</translation>
    </message>
    <message>
        <source>Concealed Kong</source>
        <comment>mahjong.fan.concealed_kong</comment>
        <translation>Kong Tertutup</translation>
    </message>
    <message>
        <source>Double Pung</source>
        <comment>mahjong.fan.double_pung</comment>
        <translation>Pung Ganda</translation>
    </message>
    <message>
        <source>Dragon Pung</source>
        <comment>mahjong.fan.dragon_pung</comment>
        <translation>Pung Naga</translation>
    </message>
    <message>
        <source>Edge Wait</source>
        <comment>mahjong.fan.edge_wait</comment>
        <translation>Tunggu Tepi</translation>
    </message>
    <message>
        <source>Flower Tiles</source>
        <comment>mahjong.fan.flower_tiles</comment>
        <translation>Kartu Bunga</translation>
    </message>
    <message>
        <source>Four Concealed Pungs</source>
        <comment>mahjong.fan.four_concealed_pungs</comment>
        <translation>Empat Pung Tertutup</translation>
    </message>
    <message>
        <source>Four Kongs</source>
        <comment>mahjong.fan.four_kongs</comment>
        <translation>Empat Kong</translation>
    </message>
    <message>
        <source>Four Pure Shifted Chows</source>
        <comment>mahjong.fan.four_pure_shifted_chows</comment>
        <translation>Empat Chow Bergeser Murni</translation>
    </message>
    <message>
        <source>Four Pure Shifted Pungs</source>
        <comment>mahjong.fan.four_pure_shifted_pungs</comment>
        <translation>Empat Pung Bergeser Murni</translation>
    </message>
    <message>
        <source>Full Flush</source>
        <comment>mahjong.fan.full_flush</comment>
        <translation>Satu Jenis Murni</translation>
    </message>
    <message>
        <source>Fully Concealed Hand</source>
        <comment>mahjong.fan.fully_concealed_hand</comment>
        <translation>Tangan Tertutup Penuh</translation>
    </message>
    <message>
        <source>Greater Honors and Knitted Tiles</source>
        <comment>mahjong.fan.greater_honors_and_knitted_tiles</comment>
        <translation>Kehormatan Besar dan Kartu Anyaman</translation>
    </message>
    <message>
        <source>Half Flush</source>
        <comment>mahjong.fan.half_flush</comment>
        <translation>Satu Jenis Campuran</translation>
    </message>
    <message>
        <source>Knitted Straight</source>
        <comment>mahjong.fan.knitted_straight</comment>
        <translation>Seri Anyaman</translation>
    </message>
    <message>
        <source>Last Tile</source>
        <comment>mahjong.fan.last_tile</comment>
        <translation>Kartu Terakhir</translation>
    </message>
    <message>
        <source>Last Tile Claim</source>
        <comment>mahjong.fan.last_tile_claim</comment>
        <translation>Klaim Kartu Terakhir</translation>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <comment>mahjong.fan.last_tile_draw</comment>
        <translation>Tarik Kartu Terakhir</translation>
    </message>
    <message>
        <source>Lesser Honors and Knitted Tiles</source>
        <comment>mahjong.fan.lesser_honors_and_knitted_tiles</comment>
        <translation>Kehormatan Kecil dan Kartu Anyaman</translation>
    </message>
    <message>
        <source>Little Four Winds</source>
        <comment>mahjong.fan.little_four_winds</comment>
        <translation>Empat Angin Kecil</translation>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <comment>mahjong.fan.little_three_dragons</comment>
        <translation>Tiga Naga Kecil</translation>
    </message>
    <message>
        <source>Lower Four</source>
        <comment>mahjong.fan.lower_four</comment>
        <translation>Empat Bawah</translation>
    </message>
    <message>
        <source>Lower Tiles</source>
        <comment>mahjong.fan.lower_tiles</comment>
        <translation>Kartu Bawah</translation>
    </message>
    <message>
        <source>Melded Hand</source>
        <comment>mahjong.fan.melded_hand</comment>
        <translation>Tangan Terbuka</translation>
    </message>
    <message>
        <source>Melded Kong</source>
        <comment>mahjong.fan.melded_kong</comment>
        <translation>Kong Terbuka</translation>
    </message>
    <message>
        <source>Middle Tiles</source>
        <comment>mahjong.fan.middle_tiles</comment>
        <translation>Kartu Tengah</translation>
    </message>
    <message>
        <source>Mixed Double Chow</source>
        <comment>mahjong.fan.mixed_double_chow</comment>
        <translation>Chow Ganda Campuran</translation>
    </message>
    <message>
        <source>Mixed Shifted Chows</source>
        <comment>mahjong.fan.mixed_shifted_chows</comment>
        <translation>Chow Bergeser Campuran</translation>
    </message>
    <message>
        <source>Mixed Shifted Pungs</source>
        <comment>mahjong.fan.mixed_shifted_pungs</comment>
        <translation>Pung Bergeser Campuran</translation>
    </message>
    <message>
        <source>Mixed Straight</source>
        <comment>mahjong.fan.mixed_straight</comment>
        <translation>Seri Campuran</translation>
    </message>
    <message>
        <source>Mixed Triple Chow</source>
        <comment>mahjong.fan.mixed_triple_chow</comment>
        <translation>Chow Tripel Campuran</translation>
    </message>
    <message>
        <source>Nine Gates</source>
        <comment>mahjong.fan.nine_gates</comment>
        <translation>Sembilan Gerbang</translation>
    </message>
    <message>
        <source>No Honors</source>
        <comment>mahjong.fan.no_honors</comment>
        <translation>Tanpa Kehormatan</translation>
    </message>
    <message>
        <source>One Voided Suit</source>
        <comment>mahjong.fan.one_voided_suit</comment>
        <translation>Kosong Satu Jenis</translation>
    </message>
    <message>
        <source>Out with Replacement Tile</source>
        <comment>mahjong.fan.out_with_replacement_tile</comment>
        <translation>Menang dengan Kartu Pengganti</translation>
    </message>
    <message>
        <source>Outside Hand</source>
        <comment>mahjong.fan.outside_hand</comment>
        <translation>Tangan Luar</translation>
    </message>
    <message>
        <source>Prevalent Wind</source>
        <comment>mahjong.fan.prevalent_wind</comment>
        <translation>Angin Ronde</translation>
    </message>
    <message>
        <source>Pung of Terminals or Honors</source>
        <comment>mahjong.fan.pung_of_terminals_or_honors</comment>
        <translation>Pung Terminal atau Kehormatan</translation>
    </message>
    <message>
        <source>Pure Double Chow</source>
        <comment>mahjong.fan.pure_double_chow</comment>
        <translation>Chow Ganda Murni</translation>
    </message>
    <message>
        <source>Pure Shifted Chows</source>
        <comment>mahjong.fan.pure_shifted_chows</comment>
        <translation>Chow Bergeser Murni</translation>
    </message>
    <message>
        <source>Pure Shifted Pungs</source>
        <comment>mahjong.fan.pure_shifted_pungs</comment>
        <translation>Pung Bergeser Murni</translation>
    </message>
    <message>
        <source>Pure Straight</source>
        <comment>mahjong.fan.pure_straight</comment>
        <translation>Seri Murni</translation>
    </message>
    <message>
        <source>Pure Terminal Chows</source>
        <comment>mahjong.fan.pure_terminal_chows</comment>
        <translation>Chow Terminal Murni</translation>
    </message>
    <message>
        <source>Pure Triple Chow</source>
        <comment>mahjong.fan.pure_triple_chow</comment>
        <translation>Chow Tripel Murni</translation>
    </message>
    <message>
        <source>Quadruple Chow</source>
        <comment>mahjong.fan.quadruple_chow</comment>
        <translation>Chow Empat Kembar</translation>
    </message>
    <message>
        <source>Reversible Tiles</source>
        <comment>mahjong.fan.reversible_tiles</comment>
        <translation>Kartu Simetris</translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <comment>mahjong.fan.robbing_the_kong</comment>
        <translation>Merampok Kong</translation>
    </message>
    <message>
        <source>Seat Wind</source>
        <comment>mahjong.fan.seat_wind</comment>
        <translation>Angin Kursi</translation>
    </message>
    <message>
        <source>Self-Drawn</source>
        <comment>mahjong.fan.self_drawn</comment>
        <translation>Tarik Sendiri</translation>
    </message>
    <message>
        <source>Seven Pairs</source>
        <comment>mahjong.fan.seven_pairs</comment>
        <translation>Tujuh Pasangan</translation>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <comment>mahjong.fan.seven_shifted_pairs</comment>
        <translation>Tujuh Pasangan Berurutan</translation>
    </message>
    <message>
        <source>Short Straight</source>
        <comment>mahjong.fan.short_straight</comment>
        <translation>Seri Pendek</translation>
    </message>
    <message>
        <source>Single Wait</source>
        <comment>mahjong.fan.single_wait</comment>
        <translation>Tunggu Tunggal</translation>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <comment>mahjong.fan.thirteen_orphans</comment>
        <translation>Tiga Belas Yatim</translation>
    </message>
    <message>
        <source>Three Concealed Pungs</source>
        <comment>mahjong.fan.three_concealed_pungs</comment>
        <translation>Tiga Pung Tertutup</translation>
    </message>
    <message>
        <source>Three Kongs</source>
        <comment>mahjong.fan.three_kongs</comment>
        <translation>Tiga Kong</translation>
    </message>
    <message>
        <source>Three-Suited Terminal Chows</source>
        <comment>mahjong.fan.three_suited_terminal_chows</comment>
        <translation>Chow Terminal Tiga Jenis</translation>
    </message>
    <message>
        <source>Tile Hog</source>
        <comment>mahjong.fan.tile_hog</comment>
        <translation>Empat Sekawan</translation>
    </message>
    <message>
        <source>Triple Pung</source>
        <comment>mahjong.fan.triple_pung</comment>
        <translation>Pung Tripel</translation>
    </message>
    <message>
        <source>Two Concealed Kongs</source>
        <comment>mahjong.fan.two_concealed_kongs</comment>
        <translation>Dua Kong Tertutup</translation>
    </message>
    <message>
        <source>Two Concealed Pungs</source>
        <comment>mahjong.fan.two_concealed_pungs</comment>
        <translation>Dua Pung Tertutup</translation>
    </message>
    <message>
        <source>Two Dragon Pungs</source>
        <comment>mahjong.fan.two_dragon_pungs</comment>
        <translation>Dua Pung Naga</translation>
    </message>
    <message>
        <source>Two Melded Kongs</source>
        <comment>mahjong.fan.two_melded_kongs</comment>
        <translation>Dua Kong Terbuka</translation>
    </message>
    <message>
        <source>Two Terminal Chows</source>
        <comment>mahjong.fan.two_terminal_chows</comment>
        <translation>Dua Chow Terminal</translation>
    </message>
    <message>
        <source>Upper Four</source>
        <comment>mahjong.fan.upper_four</comment>
        <translation>Empat Atas</translation>
    </message>
    <message>
        <source>Upper Tiles</source>
        <comment>mahjong.fan.upper_tiles</comment>
        <translation>Kartu Atas</translation>
    </message>
    <message>
        <source>Answer the discard first: claim it or pass.</source>
        <comment>mahjong.illegal.answer_claim</comment>
        <translation>Jawab buangan itu dulu: klaim atau pas.</translation>
    </message>
    <message>
        <source>Only the player after the discarder may chow.</source>
        <comment>mahjong.illegal.chow_next_only</comment>
        <translation>Hanya pemain sesudah pembuang yang boleh chow.</translation>
    </message>
    <message>
        <source>After a chow or pung, discard before any kong or win.</source>
        <comment>mahjong.illegal.discard_first</comment>
        <translation>Setelah chow atau pung, buang kartu dulu sebelum kong atau menang.</translation>
    </message>
    <message>
        <source>Your hand does not make that chow with the {tile}.</source>
        <comment>mahjong.illegal.no_chow</comment>
        <translation>Kartu Anda tidak bisa membentuk chow itu dengan {tile}.</translation>
    </message>
    <message>
        <source>There is no tile to claim now.</source>
        <comment>mahjong.illegal.no_claim_open</comment>
        <translation>Tidak ada kartu yang bisa diklaim sekarang.</translation>
    </message>
    <message>
        <source>A concealed kong needs four {tile} in your hand.</source>
        <comment>mahjong.illegal.no_four</comment>
        <translation>Kong tertutup memerlukan empat {tile} di tangan Anda.</translation>
    </message>
    <message>
        <source>An exposed kong needs three {tile} in your hand.</source>
        <comment>mahjong.illegal.no_kong</comment>
        <translation>Kong terbuka memerlukan tiga {tile} di tangan Anda.</translation>
    </message>
    <message>
        <source>A pung needs two {tile} in your hand.</source>
        <comment>mahjong.illegal.no_pung</comment>
        <translation>Pung memerlukan dua {tile} di tangan Anda.</translation>
    </message>
    <message>
        <source>An added kong needs your exposed pung of {tile} and the fourth tile in your hand.</source>
        <comment>mahjong.illegal.no_pung_to_extend</comment>
        <translation>Kong tambahan memerlukan pung terbuka {tile} milik Anda dan kartu keempat di tangan Anda.</translation>
    </message>
    <message>
        <source>A kong needs a replacement tile, and the wall is empty.</source>
        <comment>mahjong.illegal.no_replacement</comment>
        <translation>Kong memerlukan kartu pengganti, dan tembok sudah habis.</translation>
    </message>
    <message>
        <source>That is not a winning hand.</source>
        <comment>mahjong.illegal.not_a_win</comment>
        <translation>Itu bukan tangan menang.</translation>
    </message>
    <message>
        <source>You do not hold that {tile}.</source>
        <comment>mahjong.illegal.not_in_hand</comment>
        <translation>Anda tidak memegang {tile} itu.</translation>
    </message>
    <message>
        <source>You can only win by self-draw on a tile you just drew.</source>
        <comment>mahjong.illegal.not_your_draw</comment>
        <translation>Anda hanya bisa menang tarik sendiri dengan kartu yang baru Anda tarik.</translation>
    </message>
    <message>
        <source>A tile added to a kong can only be taken to win.</source>
        <comment>mahjong.illegal.rob_only_win</comment>
        <translation>Kartu yang ditambahkan ke kong hanya boleh diambil untuk menang.</translation>
    </message>
    <message numerus="yes">
        <source>This hand scores {points} points before flowers; a win needs at least {minimum}.</source>
        <comment>mahjong.illegal.under_minimum</comment>
        <translation>
            <numerusform>Tangan ini bernilai {points} poin sebelum bunga; untuk menang perlu paling sedikit {minimum}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins on the discard of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.discard</comment>
        <translation>
            <numerusform>{seat} menang dari buangan {discarder}: {total} poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win on the discard of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.discard.you.seat</comment>
        <translation>
            <numerusform>Anda menang dari buangan {discarder}: {total} poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins on your discard: {total} points.</source>
        <comment>mahjong.outcome.discard.you.discarder</comment>
        <translation>
            <numerusform>{seat} menang dari buangan Anda: {total} poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} robs the kong of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.rob</comment>
        <translation>
            <numerusform>{seat} merampok kong {discarder}: {total} poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You rob the kong of {discarder}: {total} points.</source>
        <comment>mahjong.outcome.rob.you.seat</comment>
        <translation>
            <numerusform>Anda merampok kong {discarder}: {total} poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} robs your kong: {total} points.</source>
        <comment>mahjong.outcome.rob.you.discarder</comment>
        <translation>
            <numerusform>{seat} merampok kong Anda: {total} poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins by self-draw: {total} points.</source>
        <comment>mahjong.outcome.self_drawn</comment>
        <translation>
            <numerusform>{seat} menang tarik sendiri: {total} poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win by self-draw: {total} points.</source>
        <comment>mahjong.outcome.self_drawn.you.seat</comment>
        <translation>
            <numerusform>Anda menang tarik sendiri: {total} poin.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody takes the {card}: it counts as a discard of {seat}.</source>
        <comment>sisepai.event.becomes_discard</comment>
        <translation>Tak ada yang mengambil {card}: kartu itu dihitung sebagai buangan {seat}.</translation>
    </message>
    <message>
        <source>Nobody takes the {card}: it counts as your discard.</source>
        <comment>sisepai.event.becomes_discard.you.seat</comment>
        <translation>Tak ada yang mengambil {card}: kartu itu dihitung sebagai buangan Anda.</translation>
    </message>
    <message>
        <source>{seat} takes the {card} and shows a {meld}.</source>
        <comment>sisepai.event.claim</comment>
        <translation>{seat} mengambil {card} dan membuka {meld}.</translation>
    </message>
    <message>
        <source>You take the {card} and show a {meld}.</source>
        <comment>sisepai.event.claim.you.seat</comment>
        <translation>Anda mengambil {card} dan membuka {meld}.</translation>
    </message>
    <message>
        <source>Twenty cards each; {seat} deals and draws first.</source>
        <comment>sisepai.event.deal</comment>
        <translation>Masing-masing mendapat dua puluh kartu; {seat} membagi dan menarik lebih dulu.</translation>
    </message>
    <message>
        <source>Twenty cards each; you deal and draw first.</source>
        <comment>sisepai.event.deal.you.seat</comment>
        <translation>Masing-masing mendapat dua puluh kartu; Anda membagi dan menarik lebih dulu.</translation>
    </message>
    <message>
        <source>{seat} discards the {card}.</source>
        <comment>sisepai.event.discard</comment>
        <translation>{seat} membuang {card}.</translation>
    </message>
    <message>
        <source>You discard the {card}.</source>
        <comment>sisepai.event.discard.you.seat</comment>
        <translation>Anda membuang {card}.</translation>
    </message>
    <message>
        <source>{seat} draws the {card}.</source>
        <comment>sisepai.event.draw</comment>
        <translation>{seat} menarik {card}.</translation>
    </message>
    <message>
        <source>You draw the {card}.</source>
        <comment>sisepai.event.draw.you.seat</comment>
        <translation>Anda menarik {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{seat} is dealt {count} cards.</source>
        <comment>sisepai.event.hand</comment>
        <translation>
            <numerusform>{seat} mendapat {count} kartu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are dealt {count} cards.</source>
        <comment>sisepai.event.hand.you.seat</comment>
        <translation>
            <numerusform>Anda mendapat {count} kartu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins with the {card}: {points} points.</source>
        <comment>sisepai.outcome.win</comment>
        <translation>
            <numerusform>{seat} menang dengan {card}: {points} poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win with the {card}: {points} points.</source>
        <comment>sisepai.outcome.win.you.seat</comment>
        <translation>
            <numerusform>Anda menang dengan {card}: {points} poin.</numerusform>
        </translation>
    </message>
    <message>
        <source>The wall is exhausted with no winner: a draw.</source>
        <comment>mahjong.outcome.exhausted</comment>
        <translation>Tembok habis tanpa pemenang: seri.</translation>
    </message>
    <message>
        <source>bamboo</source>
        <comment>mahjong.suit.bamboo</comment>
        <translation>bambu</translation>
    </message>
    <message>
        <source>characters</source>
        <comment>mahjong.suit.characters</comment>
        <translation>karakter</translation>
    </message>
    <message>
        <source>dots</source>
        <comment>mahjong.suit.dots</comment>
        <translation>bulatan</translation>
    </message>
    <message>
        <source>East Wind</source>
        <comment>mahjong.tile.east</comment>
        <translation>Angin Timur</translation>
    </message>
    <message>
        <source>Flower {number}</source>
        <comment>mahjong.tile.flower</comment>
        <translation>Bunga {number}</translation>
    </message>
    <message>
        <source>Green Dragon</source>
        <comment>mahjong.tile.green</comment>
        <translation>Naga Hijau</translation>
    </message>
    <message>
        <source>North Wind</source>
        <comment>mahjong.tile.north</comment>
        <translation>Angin Utara</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>mahjong.tile.numbered</comment>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>Red Dragon</source>
        <comment>mahjong.tile.red</comment>
        <translation>Naga Merah</translation>
    </message>
    <message>
        <source>South Wind</source>
        <comment>mahjong.tile.south</comment>
        <translation>Angin Selatan</translation>
    </message>
    <message>
        <source>West Wind</source>
        <comment>mahjong.tile.west</comment>
        <translation>Angin Barat</translation>
    </message>
    <message>
        <source>White Dragon</source>
        <comment>mahjong.tile.white</comment>
        <translation>Naga Putih</translation>
    </message>
    <message>
        <source>{colour} {character}</source>
        <comment>sisepai.card</comment>
        <translation>{character} {colour}</translation>
    </message>
    <message>
        <source>Advisor</source>
        <comment>sisepai.character.A</comment>
        <translation>Penasihat</translation>
    </message>
    <message>
        <source>Chariot</source>
        <comment>sisepai.character.C</comment>
        <translation>Kereta</translation>
    </message>
    <message>
        <source>Elephant</source>
        <comment>sisepai.character.E</comment>
        <translation>Gajah</translation>
    </message>
    <message>
        <source>General</source>
        <comment>sisepai.character.G</comment>
        <translation>Jenderal</translation>
    </message>
    <message>
        <source>Horse</source>
        <comment>sisepai.character.H</comment>
        <translation>Kuda</translation>
    </message>
    <message>
        <source>Cannon</source>
        <comment>sisepai.character.N</comment>
        <translation>Meriam</translation>
    </message>
    <message>
        <source>Soldier</source>
        <comment>sisepai.character.S</comment>
        <translation>Prajurit</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>sisepai.colour.G</comment>
        <translation>Hijau</translation>
    </message>
    <message>
        <source>Red</source>
        <comment>sisepai.colour.R</comment>
        <translation>Merah</translation>
    </message>
    <message>
        <source>White</source>
        <comment>sisepai.colour.W</comment>
        <translation>Putih</translation>
    </message>
    <message>
        <source>Yellow</source>
        <comment>sisepai.colour.Y</comment>
        <translation>Kuning</translation>
    </message>
    <message>
        <source>Nobody takes the {card}.</source>
        <comment>sisepai.event.to_pile</comment>
        <translation>Tak ada yang mengambil {card}.</translation>
    </message>
    <message>
        <source>Chrysanthemum flower</source>
        <comment>sisepai.flower.CH</comment>
        <translation>Bunga krisan</translation>
    </message>
    <message>
        <source>Lotus flower</source>
        <comment>sisepai.flower.LO</comment>
        <translation>Bunga teratai</translation>
    </message>
    <message>
        <source>Orchid flower</source>
        <comment>sisepai.flower.OR</comment>
        <translation>Bunga anggrek</translation>
    </message>
    <message>
        <source>Peach flower</source>
        <comment>sisepai.flower.PE</comment>
        <translation>Bunga persik</translation>
    </message>
    <message>
        <source>Plum flower</source>
        <comment>sisepai.flower.PL</comment>
        <translation>Bunga plum</translation>
    </message>
    <message>
        <source>Discard a card from your hidden hand first.</source>
        <comment>sisepai.illegal.must_discard</comment>
        <translation>Buang dulu satu kartu dari kartu tersembunyi Anda.</translation>
    </message>
    <message>
        <source>You drew a General or a flower: you must take it.</source>
        <comment>sisepai.illegal.must_take</comment>
        <translation>Anda menarik Jenderal atau bunga: Anda wajib mengambilnya.</translation>
    </message>
    <message>
        <source>Generals and flowers can never be discarded.</source>
        <comment>sisepai.illegal.never_discard</comment>
        <translation>Jenderal dan bunga tidak pernah boleh dibuang.</translation>
    </message>
    <message>
        <source>That claim would leave you nothing you may discard.</source>
        <comment>sisepai.illegal.no_discard_left</comment>
        <translation>Klaim itu akan membuat Anda tidak punya kartu yang boleh dibuang.</translation>
    </message>
    <message>
        <source>A claim that does not win cannot make a pair.</source>
        <comment>sisepai.illegal.no_pair</comment>
        <translation>Klaim yang tidak menang tidak boleh membentuk pasangan.</translation>
    </message>
    <message>
        <source>Those cards and the {card} do not form a legal group.</source>
        <comment>sisepai.illegal.not_a_group</comment>
        <translation>Kartu-kartu itu dan {card} tidak membentuk kelompok yang sah.</translation>
    </message>
    <message>
        <source>Your cards and the {card} do not all form melds.</source>
        <comment>sisepai.illegal.not_a_win</comment>
        <translation>Kartu Anda dan {card} tidak semuanya membentuk kelompok.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <comment>sisepai.illegal.not_in_hand</comment>
        <translation>Anda tidak memegang {card}.</translation>
    </message>
    <message>
        <source>You discard only after taking a card.</source>
        <comment>sisepai.illegal.nothing_to_discard</comment>
        <translation>Anda baru boleh membuang setelah mengambil kartu.</translation>
    </message>
    <message>
        <source>Only the drawer and the next player may claim for a mixed group; you may claim only for a triple or a quad.</source>
        <comment>sisepai.illegal.only_sets</comment>
        <translation>Hanya penarik dan pemain berikutnya yang boleh mengklaim untuk kelompok campuran; Anda hanya boleh mengklaim untuk tris atau kuartet.</translation>
    </message>
    <message>
        <source>Only the drawer may take a General or a flower, unless it wins.</source>
        <comment>sisepai.illegal.only_to_win</comment>
        <translation>Hanya penarik yang boleh mengambil Jenderal atau bunga, kecuali untuk menang.</translation>
    </message>
    <message>
        <source>Nobody claims their own discard.</source>
        <comment>sisepai.illegal.own_discard</comment>
        <translation>Tak seorang pun boleh mengklaim buangannya sendiri.</translation>
    </message>
    <message>
        <source>command group</source>
        <comment>sisepai.meld.command</comment>
        <translation>kelompok komando</translation>
    </message>
    <message>
        <source>field group</source>
        <comment>sisepai.meld.field</comment>
        <translation>kelompok medan</translation>
    </message>
    <message>
        <source>flower</source>
        <comment>sisepai.meld.flower</comment>
        <translation>bunga</translation>
    </message>
    <message>
        <source>single General</source>
        <comment>sisepai.meld.general</comment>
        <translation>Jenderal tunggal</translation>
    </message>
    <message>
        <source>pair</source>
        <comment>sisepai.meld.pair</comment>
        <translation>pasangan</translation>
    </message>
    <message>
        <source>quad</source>
        <comment>sisepai.meld.quad</comment>
        <translation>kuartet</translation>
    </message>
    <message>
        <source>soldier group</source>
        <comment>sisepai.meld.soldiers</comment>
        <translation>kelompok prajurit</translation>
    </message>
    <message>
        <source>triple</source>
        <comment>sisepai.meld.triple</comment>
        <translation>tris</translation>
    </message>
    <message>
        <source>The stock is exhausted with no winner: a draw.</source>
        <comment>sisepai.outcome.exhausted</comment>
        <translation>Tumpukan habis tanpa pemenang: seri.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <comment>core.illegal.not_a_move</comment>
        <translation>Itu bukan langkah dalam permainan ini.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>No hint now: it is not your turn.</source>
        <translation>Belum ada petunjuk: sekarang bukan giliran Anda.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Mencari langkah yang bagus…</translation>
    </message>
    <message>
        <source>The new AI level applies from the next deal.</source>
        <translation>Tingkat AI yang baru berlaku mulai babak berikutnya.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Sulit</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Membagikan…</translation>
    </message>
    <message>
        <source>{event} {status}</source>
        <comment>the status line: an opponent&apos;s latest move, then what to do now</comment>
        <translation>{event} {status}</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ahli</translation>
    </message>
    <message>
        <source>Take-backs are turned off (see the menu&apos;s options).</source>
        <translation>Batal langkah dimatikan (lihat pilihan di menu).</translation>
    </message>
    <message>
        <source>The deal is over: there is nothing to take back.</source>
        <translation>Babak sudah selesai: tidak ada yang bisa dibatalkan.</translation>
    </message>
    <message>
        <source>Nothing to take back yet: you have made no move.</source>
        <translation>Belum ada yang bisa dibatalkan: Anda belum melangkah.</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message numerus="yes">
        <source>%1 · %Ln tiles</source>
        <comment>lobby origin line: where the game is from · size of the set</comment>
        <translation>
            <numerusform>%1 · %Ln kartu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln cards</source>
        <comment>lobby origin line: where the game is from · size of the pack</comment>
        <translation>
            <numerusform>%1 · %Ln kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>Played %1 · won %2 · best streak %3</source>
        <comment>lobby: the player&apos;s statistics of a game</comment>
        <translation>Dimainkan %1 · menang %2 · rekor beruntun %3</translation>
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
        <translation>%1 di Wikipedia</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Aturan %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Mulai</translation>
    </message>
    <message>
        <source>Start %1</source>
        <translation>Mulai %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Lanjutkan</translation>
    </message>
    <message>
        <source>Continue the unfinished deal of %1</source>
        <translation>Lanjutkan babak %1 yang belum selesai</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Babak baru</translation>
    </message>
    <message>
        <source>New deal of %1</source>
        <translation>Babak baru %1</translation>
    </message>
    <message>
        <source>Statistics of %1</source>
        <translation>Statistik %1</translation>
    </message>
    <message>
        <source>Show the statistics</source>
        <translation>Tampilkan statistik</translation>
    </message>
    <message>
        <source>%1 is coming in a later version.</source>
        <translation>%1 akan hadir di versi mendatang.</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Segera hadir</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>Tingkat AI</translation>
    </message>
    <message>
        <source>AI level for %1</source>
        <translation>Tingkat AI untuk %1</translation>
    </message>
    <message>
        <source>How strong the AI opponents play, from the next deal</source>
        <translation>Seberapa kuat lawan AI bermain, mulai babak berikutnya</translation>
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
        <translation>Tradisi Fujian Selatan · Tiongkok</translation>
    </message>
    <message>
        <source>4 players · you against three AI · one deal</source>
        <translation>4 pemain · Anda melawan tiga AI · satu babak</translation>
    </message>
    <message>
        <source>Durak</source>
        <translation>Durak</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation>Rusia</translation>
    </message>
    <message>
        <source>Defend with a higher card of the same suit or a trump, and add attacks that match ranks already on the table. After the stock runs out, the last player still holding cards becomes the durak (the fool).</source>
        <translation>Bertahanlah dengan kartu yang lebih tinggi dari jenis yang sama atau dengan truf, dan tambahkan serangan yang nilainya sudah ada di meja. Setelah tumpukan habis, pemain terakhir yang masih memegang kartu menjadi durak (si bodoh).</translation>
    </message>
    <message>
        <source>2 players · you against one AI · a single deal</source>
        <translation>2 pemain · Anda melawan satu AI · satu babak</translation>
    </message>
    <message>
        <source>Chinese Official Mahjong</source>
        <translation>Mahjong Resmi Tiongkok</translation>
    </message>
    <message>
        <source>China</source>
        <translation>Tiongkok</translation>
    </message>
    <message>
        <source>Find scoring patterns in your hand. Reach eight points under Chinese Official rules, with flower points counted separately.</source>
        <translation>Cari pola skor di kartu tangan Anda. Capai delapan poin menurut aturan Resmi Tiongkok; poin bunga dihitung terpisah.</translation>
    </message>
    <message>
        <source>Kowah</source>
        <translation>Kowah</translation>
    </message>
    <message>
        <source>Java, Indonesia</source>
        <translation>Jawa, Indonesia</translation>
    </message>
    <message>
        <source>A traditional money-card game of Chinese communities in Java: make two triples and an identical pair, declare cheki, then wait for the third matching card.</source>
        <translation>Permainan kartu uang tradisional masyarakat Tionghoa di Jawa, kerabat kartu ceki: buat dua tris dan sepasang kartu kembar, nyatakan ceki, lalu tunggu kartu ketiga yang cocok.</translation>
    </message>
    <message>
        <source>3 players · you against two AI · one deal</source>
        <translation>3 pemain · Anda melawan dua AI · satu babak</translation>
    </message>
    <message>
        <source>Chess pieces and soldiers in four colours: Red, Yellow, White and Green. A 120-card pack; this table plays the 117-card flower variant.</source>
        <translation>Bidak catur dan prajurit dalam empat warna: Merah, Kuning, Putih, dan Hijau. Satu pak berisi 120 kartu; meja ini memainkan varian bunga dengan 117 kartu.</translation>
    </message>
</context>
<context>
    <name>GapWords</name>
    <message>
        <source>ready either way</source>
        <translation>siap pada keduanya</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready either way</source>
        <translation>
            <numerusform>%n langkah menuju siap pada keduanya</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ready instead of %n tile(s) from ready</source>
        <translation>
            <numerusform>siap, bukan %n langkah menuju siap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready instead of ready</source>
        <translation>
            <numerusform>%n langkah menuju siap, bukan siap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) from ready instead of %1</source>
        <comment>the player&apos;s hand, then the AI&apos;s</comment>
        <translation>
            <numerusform>%n langkah menuju siap, bukan %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n useful tile(s) instead of %1</source>
        <comment>live tiles that would help: the player&apos;s hand, then the AI&apos;s</comment>
        <translation>
            <numerusform>%n kartu berguna, bukan %1</numerusform>
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
        <translation>Menurut ukuran ini pilihan Anda tidak lebih buruk.</translation>
    </message>
    <message>
        <source>Your hand: %1; %2.</source>
        <comment>an MCR review row: tiles from ready, useful tiles</comment>
        <translation>Tangan Anda: %1; %2.</translation>
    </message>
    <message>
        <source>Chance of a live ready hand: %1 instead of %2.</source>
        <comment>Kowah: the player&apos;s choice, then the AI&apos;s</comment>
        <translation>Peluang kartu siap dengan tunggu hidup: %1, bukan %2.</translation>
    </message>
    <message>
        <source>Hard AI&apos;s score (−1 to +1): %1 for yours, %2 for its choice.</source>
        <comment>Durak: -1 the durak, +1 out first</comment>
        <translation>Skor AI (Sulit), dari −1 sampai +1: %1 untuk pilihan Anda, %2 untuk pilihannya.</translation>
    </message>
    <message>
        <source>Hard AI&apos;s score: %1 for yours, %2 for its choice.</source>
        <comment>the hard AI&apos;s outlook of each choice</comment>
        <translation>Skor AI (Sulit): %1 untuk pilihan Anda, %2 untuk pilihannya.</translation>
    </message>
</context>
<context>
    <name>GiveUpQuestion</name>
    <message>
        <source>New deal</source>
        <translation>Babak baru</translation>
    </message>
    <message>
        <source>Give up the unfinished %1 deal and deal again?</source>
        <translation>Tinggalkan babak %1 yang belum selesai dan bagikan ulang?</translation>
    </message>
    <message>
        <source>Nothing is counted for a deal given up.</source>
        <translation>Babak yang ditinggalkan tidak dihitung.</translation>
    </message>
    <message>
        <source>&amp;Deal again</source>
        <translation>&amp;Bagikan ulang</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Lanjut bermain</translation>
    </message>
    <message>
        <source>Do&amp;n&apos;t ask again</source>
        <translation>&amp;Jangan tanya lagi</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <source>Language</source>
        <translation>Bahasa</translation>
    </message>
    <message>
        <source>L&amp;anguage</source>
        <translation>&amp;Bahasa</translation>
    </message>
    <message>
        <source>Co&amp;ntrast</source>
        <translation>Kont&amp;ras</translation>
    </message>
    <message>
        <source>Gra&amp;in</source>
        <translation>B&amp;utiran</translation>
    </message>
    <message>
        <source>Colour te&amp;mperature</source>
        <translation>Suhu &amp;warna</translation>
    </message>
</context>
<context>
    <name>KowahTable</name>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Tarik</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tarik</translation>
    </message>
    <message>
        <source>Draw the top card of the stock</source>
        <translation>Tarik kartu teratas dari tumpukan</translation>
    </message>
    <message>
        <source>&amp;Take</source>
        <translation>&amp;Ambil</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Ambil</translation>
    </message>
    <message>
        <source>Take the latest discard (not on your first turn)</source>
        <translation>Ambil buangan terakhir (tidak boleh di giliran pertama Anda)</translation>
    </message>
    <message>
        <source>De&amp;clare cheki</source>
        <translation>Nyatakan &amp;ceki</translation>
    </message>
    <message>
        <source>Declare cheki</source>
        <translation>Nyatakan ceki</translation>
    </message>
    <message>
        <source>Lock your ready hand and expose the waiting pair</source>
        <translation>Kunci kartu siap Anda dan buka pasangan tunggu</translation>
    </message>
    <message>
        <source>&amp;Stay silent</source>
        <translation>&amp;Diam saja</translation>
    </message>
    <message>
        <source>Stay silent</source>
        <translation>Diam saja</translation>
    </message>
    <message>
        <source>Keep playing without declaring</source>
        <translation>Terus bermain tanpa menyatakan ceki</translation>
    </message>
    <message>
        <source>Expose the pair of {face}</source>
        <translation>Buka pasangan {face}</translation>
    </message>
    <message>
        <source>(hint)</source>
        <translation>(petunjuk)</translation>
    </message>
</context>
<context>
    <name>KowahWords</name>
    <message>
        <source>Hint: draw from the stock</source>
        <translation>Petunjuk: tarik dari tumpukan</translation>
    </message>
    <message>
        <source>Hint: take the {card}</source>
        <translation>Petunjuk: ambil {card}</translation>
    </message>
    <message>
        <source>Hint: discard the {card}</source>
        <translation>Petunjuk: buang {card}</translation>
    </message>
    <message>
        <source>Hint: declare cheki, exposing the pair of {face}</source>
        <translation>Petunjuk: nyatakan ceki, buka pasangan {face}</translation>
    </message>
    <message>
        <source>Hint: do not declare yet</source>
        <translation>Petunjuk: jangan menyatakan dulu</translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat} sedang berpikir…</translation>
    </message>
    <message>
        <source>Cheki! You wait on the {face}: draw from the stock</source>
        <translation>Ceki! Anda menunggu {face}: tarik dari tumpukan</translation>
    </message>
    <message>
        <source>Your first turn must draw: click the stock</source>
        <translation>Giliran pertama Anda wajib menarik: klik tumpukan</translation>
    </message>
    <message>
        <source>Draw from the stock, or take the {card}</source>
        <translation>Tarik dari tumpukan, atau ambil {card}</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Tarik dari tumpukan</translation>
    </message>
    <message>
        <source>Click the {card} again (or press Enter) to discard it</source>
        <translation>Klik {card} sekali lagi (atau tekan Enter) untuk membuangnya</translation>
    </message>
    <message>
        <source>Discard a card: click it twice, or drag it to the discards</source>
        <translation>Buang satu kartu: klik dua kali, atau seret ke buangan</translation>
    </message>
    <message>
        <source>Your hand is ready: declare cheki, or stay silent</source>
        <translation>Kartu Anda sudah siap: nyatakan ceki, atau diam saja</translation>
    </message>
    <message>
        <source>The deal is drawn</source>
        <translation>Babak berakhir seri</translation>
    </message>
    <message>
        <source>×{multiplier}</source>
        <translation>×{multiplier}</translation>
    </message>
    <message>
        <source>You win {times}!</source>
        <translation>Anda menang {times}!</translation>
    </message>
    <message>
        <source>{seat} wins {times}</source>
        <translation>{seat} menang {times}</translation>
    </message>
    <message>
        <source>The stock ran out and neither the last card nor its discard completed a waiting pair.</source>
        <translation>Tumpukan habis, dan baik kartu terakhir maupun buangannya tidak melengkapi pasangan tunggu siapa pun.</translation>
    </message>
    <message>
        <source>A drawn card is checked for the drawer first, then round the table in turn.</source>
        <translation>Kartu yang ditarik diperiksa dulu untuk penariknya, lalu bergiliran keliling meja.</translation>
    </message>
    <message>
        <source>A discard is checked round the table in turn, from the seat after the discarder.</source>
        <translation>Buangan diperiksa bergiliran keliling meja, mulai dari pemain sesudah pembuangnya.</translation>
    </message>
    <message>
        <source>{seat} ({level}) · cards: {count}</source>
        <translation>{seat} ({level}) · kartu: {count}</translation>
    </message>
    <message>
        <source>cheki</source>
        <translation>ceki</translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation>Kartu di tangan Anda: {count}</translation>
    </message>
    <message>
        <source>{seat}&apos;s hand, cards: {count}</source>
        <translation>Kartu di tangan {seat}: {count}</translation>
    </message>
    <message>
        <source>You · cheki</source>
        <translation>Anda · ceki</translation>
    </message>
    <message>
        <source>You wait on the {face}</source>
        <translation>Anda menunggu {face}</translation>
    </message>
    <message>
        <source>{seat} waits on the {face}</source>
        <translation>{seat} menunggu {face}</translation>
    </message>
    <message>
        <source>{card}, discarded by {seat}</source>
        <translation>{card}, dibuang oleh {seat}</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>Tumpukan · {count}</translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation>Tumpukan, kartu: {count}</translation>
    </message>
    <message>
        <source>Discards · {count}</source>
        <translation>Buangan · {count}</translation>
    </message>
    <message>
        <source>Discards, cards: {count}</source>
        <translation>Buangan, kartu: {count}</translation>
    </message>
    <message>
        <source>{seat} drew</source>
        <translation>{seat} menarik</translation>
    </message>
    <message>
        <source>The latest face-up draw</source>
        <translation>Tarikan terbuka terakhir</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Sulit</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ahli</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>Choose a game</source>
        <translation>Pilih permainan</translation>
    </message>
    <message>
        <source>Traditional card and tile games from around the world</source>
        <translation>Permainan kartu dan mahjong tradisional dari berbagai penjuru dunia</translation>
    </message>
</context>
<context>
    <name>MahjongController</name>
    <message>
        <source>This tile can be claimed in several ways: choose one on the bar</source>
        <translation>Ubin ini bisa diklaim dengan beberapa cara: pilih salah satu di bilah</translation>
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
        <translation>Poin</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>Bunga</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>receives %1</source>
        <translation>menerima %1</translation>
    </message>
    <message>
        <source>pays %1</source>
        <translation>membayar %1</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pembayaran</translation>
    </message>
    <message>
        <source>Fans and points</source>
        <translation>Fan dan poin</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pembayaran</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <comment>a fan counted more than once</comment>
        <translation>
            <numerusform>%n kali</numerusform>
        </translation>
    </message>
    <message>
        <source>The winning hand; framed, the winning tile: {tile}</source>
        <translation>Tangan menang; dalam bingkai, kartu kemenangan: {tile}</translation>
    </message>
    <message>
        <source>The winning hand</source>
        <translation>Tangan menang</translation>
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
        <translation>Klaim buangan untuk chow {tiles}</translation>
    </message>
    <message>
        <source>&amp;Pung</source>
        <translation>&amp;Pung</translation>
    </message>
    <message>
        <source>Pung</source>
        <translation>Pung</translation>
    </message>
    <message>
        <source>Claim the discard into a pung with your pair</source>
        <translation>Klaim buangan untuk pung dengan pasangan Anda</translation>
    </message>
    <message>
        <source>Claim the discard into a kong with your three</source>
        <translation>Klaim buangan untuk kong dengan tiga kartu Anda</translation>
    </message>
    <message>
        <source>Declare a concealed kong of {tile}</source>
        <translation>Nyatakan kong tertutup {tile}</translation>
    </message>
    <message>
        <source>Add the {tile} to your pung</source>
        <translation>Tambahkan {tile} ke pung Anda</translation>
    </message>
    <message>
        <source>&amp;Kong</source>
        <translation>&amp;Kong</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>Kong of {tile}</source>
        <translation>Kong {tile}</translation>
    </message>
    <message>
        <source>Win on this tile</source>
        <translation>Menang dengan kartu ini</translation>
    </message>
    <message>
        <source>Win with the tile you drew</source>
        <translation>Menang dengan kartu yang Anda tarik</translation>
    </message>
    <message>
        <source>Hu: declare the win</source>
        <translation>Hu: nyatakan menang</translation>
    </message>
    <message>
        <source>H&amp;u!</source>
        <translation>&amp;Hu!</translation>
    </message>
    <message>
        <source>Pa&amp;ss</source>
        <translation>Pa&amp;s</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Let the discard go</source>
        <translation>Biarkan buangannya lewat</translation>
    </message>
</context>
<context>
    <name>MahjongWords</name>
    <message>
        <source>East</source>
        <translation>Timur</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Selatan</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Barat</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Utara</translation>
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
        <translation>Petunjuk: buang {tile}.</translation>
    </message>
    <message>
        <source>Hint: declare Hu, you win!</source>
        <translation>Petunjuk: nyatakan Hu, Anda menang!</translation>
    </message>
    <message>
        <source>Hint: chow {tiles}.</source>
        <translation>Petunjuk: chow {tiles}.</translation>
    </message>
    <message>
        <source>Hint: pung.</source>
        <translation>Petunjuk: pung.</translation>
    </message>
    <message>
        <source>Hint: declare the kong.</source>
        <translation>Petunjuk: nyatakan kong.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Petunjuk: pas.</translation>
    </message>
    <message>
        <source>Ready: waiting on {tiles} ({count} unseen).</source>
        <translation>Siap: menunggu {tiles} ({count} belum terlihat).</translation>
    </message>
    <message numerus="yes">
        <source>{shanten} from ready; {count} unseen tiles improve it: {tiles}.</source>
        <translation>
            <numerusform>{shanten} langkah menuju siap; {count} kartu belum terlihat membantu: {tiles}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat} sedang berpikir…</translation>
    </message>
    <message>
        <source>Claim it or pass</source>
        <translation>Klaim atau pas</translation>
    </message>
    <message>
        <source>{seat} discarded the {tile}: claim it or pass</source>
        <translation>{seat} membuang {tile}: klaim atau pas</translation>
    </message>
    <message>
        <source>Rob the kong with Hu, or pass</source>
        <translation>Rampok kong dengan Hu, atau pas</translation>
    </message>
    <message>
        <source>{seat} adds the {tile} to a kong: rob it with Hu, or pass</source>
        <translation>{seat} menambahkan {tile} ke kong: rampok dengan Hu, atau pas</translation>
    </message>
    <message>
        <source>Discard the {tile}? Click it again or press Enter</source>
        <translation>Buang {tile}? Klik sekali lagi atau tekan Enter</translation>
    </message>
    <message>
        <source>Your turn: declare, or choose a tile to discard</source>
        <translation>Giliran Anda: nyatakan, atau pilih kartu untuk dibuang</translation>
    </message>
    <message>
        <source>Your turn: click a tile to choose it, click again to discard</source>
        <translation>Giliran Anda: klik kartu untuk memilih, klik lagi untuk membuang</translation>
    </message>
    <message>
        <source>A draw: the wall is exhausted</source>
        <translation>Seri: tembok sudah habis</translation>
    </message>
    <message numerus="yes">
        <source>Hu! You win {total} points</source>
        <translation>
            <numerusform>Hu! Anda menang {total} poin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins {total} points</source>
        <translation>
            <numerusform>{seat} menang {total} poin</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody completed a hand before the last tile; nobody pays.</source>
        <translation>Tak seorang pun melengkapi tangan sebelum kartu terakhir; tidak ada yang membayar.</translation>
    </message>
    <message>
        <source>{seat} drew the winning tile ({tile}).</source>
        <translation>{seat} menarik sendiri kartu kemenangan ({tile}).</translation>
    </message>
    <message>
        <source>{seat} robbed the kong of {discarder} ({tile}).</source>
        <translation>{seat} merampok kong {discarder} ({tile}).</translation>
    </message>
    <message>
        <source>{seat} won on the discard of {discarder} ({tile}).</source>
        <translation>{seat} menang dari buangan {discarder} ({tile}).</translation>
    </message>
    <message>
        <source>Wall · {count}</source>
        <translation>Tembok · {count}</translation>
    </message>
    <message>
        <source>East round</source>
        <translation>Ronde Timur</translation>
    </message>
    <message>
        <source>The wall, tiles: {count}</source>
        <translation>Tembok, kartu: {count}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>bandar</translation>
    </message>
    <message numerus="yes">
        <source>{count} tiles</source>
        <translation>
            <numerusform>{count} kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>Your concealed tiles: {count}</source>
        <translation>Kartu tertutup Anda: {count}</translation>
    </message>
    <message>
        <source>Your discards</source>
        <translation>Buangan Anda</translation>
    </message>
    <message>
        <source>Your melds</source>
        <translation>Set milik Anda</translation>
    </message>
    <message>
        <source>Your flowers</source>
        <translation>Bunga Anda</translation>
    </message>
    <message>
        <source>Concealed tiles of {seat}: {count}</source>
        <translation>Kartu tertutup {seat}: {count}</translation>
    </message>
    <message>
        <source>Discards of {seat}</source>
        <translation>Buangan {seat}</translation>
    </message>
    <message>
        <source>Melds of {seat}</source>
        <translation>Set milik {seat}</translation>
    </message>
    <message>
        <source>Flowers of {seat}</source>
        <translation>Bunga {seat}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The saved window size could not be used, so the window has its default size. Your settings file was kept as %1.</source>
        <translation>Ukuran jendela yang tersimpan tidak dapat dipakai, jadi jendela memakai ukuran bawaan. Berkas pengaturan Anda disimpan sebagai %1.</translation>
    </message>
    <message>
        <source>Your settings file could not be read. It was kept as %1 and the default settings are used.</source>
        <translation>Berkas pengaturan Anda tidak dapat dibaca. Berkas itu disimpan sebagai %1 dan pengaturan bawaan yang dipakai.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read. It was kept as %1 and counting starts again.</source>
        <translation>Berkas statistik Anda tidak dapat dibaca. Berkas itu disimpan sebagai %1 dan penghitungan dimulai dari awal.</translation>
    </message>
    <message>
        <source>Your past %1 deals could not be read. The file was kept as %2 and the list starts again.</source>
        <translation>Babak %1 Anda sebelumnya tidak dapat dibaca. Berkasnya disimpan sebagai %2 dan daftarnya dimulai dari awal.</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>berkasnya rusak</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Cardavia</source>
        <translation>berkas itu disimpan oleh versi Cardavia yang lebih baru</translation>
    </message>
    <message>
        <source>its format is unknown</source>
        <translation>formatnya tidak dikenal</translation>
    </message>
    <message>
        <source>it belongs to another game</source>
        <translation>berkas itu milik permainan lain</translation>
    </message>
    <message>
        <source>Your unfinished %1 deal could not be continued: %2. The file was kept as %3.</source>
        <translation>Babak %1 Anda yang belum selesai tidak dapat dilanjutkan: %2. Berkasnya disimpan sebagai %3.</translation>
    </message>
    <message>
        <source>Cardavia could not open a web browser. The article on %1 is at %2</source>
        <translation>Cardavia tidak dapat membuka peramban web. Artikel tentang %1 ada di %2</translation>
    </message>
    <message>
        <source>Cardavia</source>
        <translation>Cardavia</translation>
    </message>
    <message>
        <source>the game&apos;s rules have changed since it was saved</source>
        <translation>aturan permainan telah berubah sejak berkas itu disimpan</translation>
    </message>
    <message>
        <source>This %1 deal cannot be watched again: the game&apos;s rules have changed since it was played.</source>
        <translation>Babak %1 ini tidak bisa ditonton ulang: aturan permainannya sudah berubah sejak babak itu dimainkan.</translation>
    </message>
    <message>
        <source>This %1 deal cannot be watched again: its record is damaged.</source>
        <translation>Babak %1 ini tidak bisa ditonton ulang: catatannya rusak.</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Your game can&apos;t be saved: %1.</source>
        <translation>Babak Anda tidak dapat disimpan: %1.</translation>
    </message>
    <message>
        <source>Your settings can&apos;t be saved: %1.</source>
        <translation>Pengaturan Anda tidak dapat disimpan: %1.</translation>
    </message>
    <message>
        <source>Your statistics can&apos;t be saved: %1.</source>
        <translation>Statistik Anda tidak dapat disimpan: %1.</translation>
    </message>
    <message>
        <source>Your past deals can&apos;t be saved: %1.</source>
        <translation>Babak-babak Anda sebelumnya tidak dapat disimpan: %1.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk penuh</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disk hanya bisa dibaca</translation>
    </message>
    <message>
        <source>Cardavia is not allowed to write to its folder</source>
        <translation>Cardavia tidak diizinkan menulis ke foldernya</translation>
    </message>
    <message>
        <source>the disk reported an error (%1) at %2</source>
        <translation>disk melaporkan galat (%1) di %2</translation>
    </message>
    <message>
        <source>the disk reported an error (%1)</source>
        <translation>disk melaporkan galat (%1)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>OptionsButton</name>
    <message>
        <source>Card &amp;indices</source>
        <translation>&amp;Indeks kartu</translation>
    </message>
    <message>
        <source>Russian (В, Д, К, Т)</source>
        <translation>Rusia (В, Д, К, Т)</translation>
    </message>
    <message>
        <source>Latin (J, Q, K, A)</source>
        <translation>Latin (J, Q, K, A)</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animasi</translation>
    </message>
    <message>
        <source>&amp;Shapes on Sì Sè Pái colours</source>
        <translation>&amp;Bentuk pada warna Sì Sè Pái</translation>
    </message>
    <message>
        <source>A circle, triangle, square or diamond tells the four colours apart</source>
        <translation>Lingkaran, segitiga, persegi, atau belah ketupat membedakan keempat warna</translation>
    </message>
    <message>
        <source>Ask before &amp;giving up a deal</source>
        <translation>Tanya &amp;dulu sebelum meninggalkan babak</translation>
    </message>
    <message>
        <source>New deal asks first when you have played in the deal on the table</source>
        <translation>Babak baru bertanya dulu bila Anda sudah bermain di babak yang ada di meja</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Mati</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Cepat</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lambat</translation>
    </message>
    <message>
        <source>Menu (F10)</source>
        <translation>Menu (F10)</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Allo&amp;w take-backs</source>
        <translation>I&amp;zinkan batal langkah</translation>
    </message>
    <message>
        <source>Take back moves with Ctrl+Z; a deal won with take-backs is counted apart</source>
        <translation>Batalkan langkah dengan Ctrl+Z; babak yang dimenangkan dengan batal langkah dihitung terpisah</translation>
    </message>
</context>
<context>
    <name>PastDealsModel</name>
    <message>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Won with take-backs</source>
        <translation>Menang dengan batal langkah</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kalah</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Seri</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>an MCR winning hand&apos;s points (fan), in the list of past deals</comment>
        <translation>
            <numerusform>%n poin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>the winning hand&apos;s points, in the list of past deals</comment>
        <translation>
            <numerusform>%n poin</numerusform>
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
            <numerusform>%n kali batal langkah</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hints</source>
        <comment>help used in a past deal</comment>
        <translation>
            <numerusform>%n petunjuk</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <comment>no help used in a past deal</comment>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>Enter or double-click: watch this deal again</source>
        <translation>Enter atau klik ganda: tonton babak ini lagi</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Selesai</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Hasil</translation>
    </message>
    <message>
        <source>Winning hand</source>
        <comment>the column of the winner&apos;s points or multiplier, whoever won</comment>
        <translation>Tangan pemenang</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>Tingkat AI</translation>
    </message>
    <message>
        <source>Help used</source>
        <translation>Bantuan dipakai</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>The deal is dealt. Step forward or press Play to watch it again.</source>
        <translation>Kartu sudah dibagikan. Maju satu langkah atau tekan Putar untuk menonton ulang babak ini.</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Jeda</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Jeda</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Putar</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Putar</translation>
    </message>
    <message>
        <source>Play the deal on, or pause it (Space)</source>
        <translation>Putar babak ini terus, atau jeda (Spasi)</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n decisions</source>
        <comment>the review&apos;s progress</comment>
        <translation>
            <numerusform>%1 dari %n keputusan</numerusform>
        </translation>
    </message>
    <message>
        <source>The strongest AI looks at each of your decisions in this deal and says where it would have played otherwise.</source>
        <translation>AI terkuat melihat setiap keputusan Anda di babak ini dan mengatakan di mana ia akan bermain lain.</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Putar ulang: %1</translation>
    </message>
    <message>
        <source>&amp;Close replay</source>
        <translation>&amp;Tutup</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>Tutup putar ulang</translation>
    </message>
    <message>
        <source>Back to where the replay was opened</source>
        <translation>Kembali ke tempat putar ulang dibuka</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>Ke awa&amp;l</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Ke awal</translation>
    </message>
    <message>
        <source>To the start of the deal (Home)</source>
        <translation>Ke awal babak (Home)</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Mun&amp;dur</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Mundur</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Mundur satu langkah (Kiri)</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>&amp;Maju</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Maju</translation>
    </message>
    <message>
        <source>One move forward (Right)</source>
        <translation>Maju satu langkah (Kanan)</translation>
    </message>
    <message>
        <source>&amp;End</source>
        <translation>Ke &amp;akhir</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Ke akhir</translation>
    </message>
    <message>
        <source>To the end of the deal (End)</source>
        <translation>Ke akhir babak (End)</translation>
    </message>
    <message>
        <source>Position in the deal</source>
        <translation>Posisi dalam babak</translation>
    </message>
    <message>
        <source>Only what I sa&amp;w</source>
        <translation>Hanya yang saya l&amp;ihat</translation>
    </message>
    <message>
        <source>Review my pla&amp;y</source>
        <translation>Tinjau permainan&amp;ku</translation>
    </message>
    <message>
        <source>Only what I saw</source>
        <translation>Hanya yang saya lihat</translation>
    </message>
    <message>
        <source>Moves played: %1 of %2</source>
        <translation>Langkah dimainkan: %1 dari %2</translation>
    </message>
    <message>
        <source>Hide the cards you could not see during the deal</source>
        <translation>Sembunyikan kartu yang tidak bisa Anda lihat selama babak</translation>
    </message>
    <message>
        <source>Deal log</source>
        <translation>Catatan babak</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Tinjauan</translation>
    </message>
    <message>
        <source>Every move of the deal; Enter shows the table after it</source>
        <translation>Setiap langkah babak; Enter menampilkan meja sesudahnya</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>Tinjau permainanku</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>Hentikan tinjauan</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Kemajuan tinjauan</translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation>Keputusan Anda</translation>
    </message>
    <message>
        <source>Each of your decisions and the AI&apos;s verdict; Enter shows the table before it</source>
        <translation>Setiap keputusan Anda dan penilaian AI; Enter menampilkan meja sebelumnya</translation>
    </message>
</context>
<context>
    <name>ResultsOverlay</name>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Main lagi</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Main lagi</translation>
    </message>
    <message>
        <source>Back to &amp;lobby</source>
        <translation>Kembali ke &amp;lobi</translation>
    </message>
    <message>
        <source>Back to lobby</source>
        <translation>Kembali ke lobi</translation>
    </message>
    <message>
        <source>Vie&amp;w the table</source>
        <comment>set the results aside to look at the final table</comment>
        <translation>L&amp;ihat meja</translation>
    </message>
    <message>
        <source>View the table</source>
        <translation>Lihat meja</translation>
    </message>
    <message>
        <source>Set the results aside to look at the final table (Esc)</source>
        <translation>Sisihkan hasil untuk melihat meja terakhir (Esc)</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <comment>watch the deal just finished again</comment>
        <translation>&amp;Putar ulang</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Putar ulang</translation>
    </message>
    <message>
        <source>Watch this deal again, every hand face up</source>
        <translation>Tonton ulang babak ini, semua kartu terbuka</translation>
    </message>
    <message>
        <source>Review my pla&amp;y</source>
        <translation>Tinjau permainan&amp;ku</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>Tinjau permainanku</translation>
    </message>
    <message>
        <source>Compare each of your decisions with the strongest AI&apos;s choice</source>
        <translation>Bandingkan setiap keputusan Anda dengan pilihan AI terkuat</translation>
    </message>
</context>
<context>
    <name>ReviewList</name>
    <message>
        <source>You say Done.</source>
        <translation>Anda menyatakan selesai.</translation>
    </message>
    <message>
        <source>The AI says Done.</source>
        <translation>AI menyatakan selesai.</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Anda pas.</translation>
    </message>
    <message>
        <source>The AI passes.</source>
        <translation>AI pas.</translation>
    </message>
    <message>
        <source>the AI</source>
        <comment>the reviewing AI named in a sentence, in the player&apos;s place</comment>
        <translation>AI</translation>
    </message>
    <message>
        <source>The AI agrees.</source>
        <translation>AI setuju.</translation>
    </message>
    <message>
        <source>In your place: %1</source>
        <comment>then what the AI would have done</comment>
        <translation>Di tempat Anda: %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <comment>a decision&apos;s number in the deal</comment>
        <translation>Langkah %1</translation>
    </message>
    <message>
        <source>Enter or double-click: the table before this decision</source>
        <translation>Enter atau klik ganda: meja sebelum keputusan ini</translation>
    </message>
</context>
<context>
    <name>ReviewListModel</name>
    <message numerus="yes">
        <source>You agreed with the %1 AI on %2 of %n decisions.</source>
        <comment>the review&apos;s summary</comment>
        <translation>
            <numerusform>Anda sepakat dengan AI (%1) pada %2 dari %n keputusan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The review was stopped after %1 of %n decisions.</source>
        <comment>after the summary</comment>
        <translation>
            <numerusform>Tinjauan dihentikan setelah %1 dari %n keputusan.</numerusform>
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
        <translation>Durak berasal dari Rusia dan dimainkan dengan satu pak berisi 36 kartu. Di meja ini ada dua pemain, Anda melawan satu AI, untuk satu babak. Bertahanlah dengan kartu yang lebih tinggi dari jenis yang sama atau dengan truf, dan tambahkan serangan yang nilainya sudah ada di meja. Setelah tumpukan habis, pemain terakhir yang masih memegang kartu menjadi &lt;i&gt;durak&lt;/i&gt;: si bodoh.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Tujuan</translation>
    </message>
    <message>
        <source>Get rid of all your cards once the stock has run out. The last player still holding cards loses and is the durak.</source>
        <translation>Habiskan semua kartu Anda setelah tumpukan habis. Pemain terakhir yang masih memegang kartu kalah dan menjadi durak.</translation>
    </message>
    <message>
        <source>If both players go out in the same bout, the deal is a draw.</source>
        <translation>Jika kedua pemain habis kartu dalam ronde yang sama, babak berakhir seri.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Persiapan</translation>
    </message>
    <message>
        <source>The game uses a 36-card Russian “Atlas” (Атласные) pack of four suits.</source>
        <translation>Permainan ini memakai pak kartu Rusia “Atlas” (Атласные) berisi 36 kartu dalam empat jenis.</translation>
    </message>
    <message>
        <source>In each suit the cards rank from low to high: 6, 7, 8, 9, 10, Jack (Валет), Queen (Дама), King (Король), Ace (Туз).</source>
        <translation>Dalam setiap jenis, urutan kartu dari rendah ke tinggi: 6, 7, 8, 9, 10, Jack (Валет), Queen (Дама), King (Король), As (Туз).</translation>
    </message>
    <message>
        <source>Each player is dealt six cards.</source>
        <translation>Setiap pemain dibagi enam kartu.</translation>
    </message>
    <message>
        <source>The next card is turned face up. Its suit is &lt;b&gt;trump&lt;/b&gt; for the whole deal. The card is placed face up under the stock, so it is the last card to be drawn.</source>
        <translation>Kartu berikutnya dibuka. Jenisnya menjadi &lt;b&gt;truf&lt;/b&gt; selama satu babak. Kartu itu diletakkan terbuka di bawah tumpukan, sehingga menjadi kartu terakhir yang ditarik.</translation>
    </message>
    <message>
        <source>The player holding the lowest trump attacks first. If neither of you holds a trump, you attack first.</source>
        <translation>Pemain yang memegang truf terendah menyerang lebih dulu. Jika tidak ada yang memegang truf, Anda yang menyerang lebih dulu.</translation>
    </message>
    <message>
        <source>A bout</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>The game is a series of bouts. In each bout one player attacks and the other defends.</source>
        <translation>Permainan terdiri dari serangkaian ronde. Di setiap ronde, satu pemain menyerang dan yang lain bertahan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack.&lt;/b&gt; The attacker leads any card.</source>
        <translation>&lt;b&gt;Serangan.&lt;/b&gt; Penyerang memainkan kartu apa saja.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Defence.&lt;/b&gt; The defender beats the attack card with a higher card of the same suit or, if the attack card is not a trump, with any trump. Only a higher trump beats a trump.</source>
        <translation>&lt;b&gt;Pertahanan.&lt;/b&gt; Pemain bertahan memukul kartu serangan dengan kartu yang lebih tinggi dari jenis yang sama atau, jika kartu serangan bukan truf, dengan truf apa saja. Truf hanya bisa dipukul oleh truf yang lebih tinggi.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No need to follow suit.&lt;/b&gt; The defender may beat a card with a trump even while holding a higher card of its suit.</source>
        <translation>&lt;b&gt;Tidak wajib mengikuti jenis.&lt;/b&gt; Pemain bertahan boleh memukul dengan truf meskipun ia memegang kartu yang lebih tinggi dari jenis yang sama.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Adding attacks.&lt;/b&gt; After each attack card is beaten, the attacker may add one more card whose rank matches any attack or defence card on the table, or stop.</source>
        <translation>&lt;b&gt;Menambah serangan.&lt;/b&gt; Setiap kali sebuah kartu serangan dipukul, penyerang boleh menambah satu kartu lagi yang nilainya sama dengan kartu serangan atau kartu pertahanan mana pun di meja, atau berhenti.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The limit.&lt;/b&gt; A bout holds at most six attack cards, and never more attack cards than the defender held at the start of the bout.</source>
        <translation>&lt;b&gt;Batas.&lt;/b&gt; Satu ronde berisi paling banyak enam kartu serangan, dan tidak pernah lebih banyak daripada jumlah kartu pemain bertahan di awal ronde.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Taking.&lt;/b&gt; Instead of beating, the defender may take. The attacker may still add matching cards within the bout&apos;s limits before stopping. The defender then picks up every card played in the bout and loses the next attack: at this two-player table the same attacker attacks again.</source>
        <translation>&lt;b&gt;Mengambil.&lt;/b&gt; Alih-alih memukul, pemain bertahan boleh mengambil. Penyerang masih boleh menambah kartu yang cocok dalam batas ronde sebelum berhenti. Lalu pemain bertahan mengambil semua kartu yang dimainkan dalam ronde itu dan kehilangan giliran menyerang berikutnya: di meja dua pemain ini, penyerang yang sama menyerang lagi.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Beaten off.&lt;/b&gt; If every attack card is beaten and the attacker stops, all the cards on the table are discarded and the defender becomes the next attacker.</source>
        <translation>&lt;b&gt;Dibuang.&lt;/b&gt; Jika setiap kartu serangan sudah dipukul dan penyerang berhenti, semua kartu di meja dibuang dan pemain bertahan menjadi penyerang berikutnya.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Drawing up.&lt;/b&gt; After each bout the bout&apos;s attacker refills their hand to six cards from the stock first, then the defender. When the stock cannot cover both, draw in that order until it runs out.</source>
        <translation>&lt;b&gt;Mengisi kartu.&lt;/b&gt; Setelah setiap ronde, penyerang ronde itu lebih dulu mengisi kartunya hingga enam dari tumpukan, lalu pemain bertahan. Jika tumpukan tidak cukup untuk keduanya, tarik menurut urutan itu sampai tumpukan habis.</translation>
    </message>
    <message>
        <source>End and scoring</source>
        <translation>Akhir dan penilaian</translation>
    </message>
    <message>
        <source>There are no card points. Once the stock is empty, hands are checked only after a complete bout:</source>
        <translation>Kartu tidak bernilai poin. Setelah tumpukan habis, kartu di tangan diperiksa hanya setelah satu ronde selesai:</translation>
    </message>
    <message>
        <source>Both hands empty: the deal is a draw.</source>
        <translation>Kedua tangan kosong: babak berakhir seri.</translation>
    </message>
    <message>
        <source>Otherwise the player still holding cards is the durak, and the other player wins.</source>
        <translation>Selain itu, pemain yang masih memegang kartu menjadi durak, dan pemain lainnya menang.</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>Penjelasan aturan</translation>
    </message>
    <message>
        <source>&lt;b&gt;Throw-in only.&lt;/b&gt; This is &lt;i&gt;podkidnoy&lt;/i&gt; (throw-in) Durak. There is no transfer (&lt;i&gt;perevodnoy&lt;/i&gt;) move: the defender can never pass an attack back by adding a card of the same rank.</source>
        <translation>&lt;b&gt;Hanya lempar.&lt;/b&gt; Ini Durak &lt;i&gt;podkidnoy&lt;/i&gt; (Durak lempar). Tidak ada langkah oper (&lt;i&gt;perevodnoy&lt;/i&gt;): pemain bertahan tidak pernah bisa mengembalikan serangan dengan menambah kartu bernilai sama.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Counting the limit.&lt;/b&gt; The defender&apos;s hand size that limits a bout is counted before the first attack card is played. Cards the defender picks up during the bout do not raise the limit.</source>
        <translation>&lt;b&gt;Menghitung batas.&lt;/b&gt; Jumlah kartu pemain bertahan yang membatasi ronde dihitung sebelum kartu serangan pertama dimainkan. Kartu yang diambil pemain bertahan selama ronde tidak menaikkan batas itu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After “take”.&lt;/b&gt; Once the defender has said take, the attacker may add cards that match ranks on the table, up to the limit, and then stops. The defender cannot beat any more cards in that bout.</source>
        <translation>&lt;b&gt;Setelah “ambil”.&lt;/b&gt; Begitu pemain bertahan menyatakan ambil, penyerang boleh menambah kartu yang nilainya ada di meja, sampai batasnya, lalu berhenti. Pemain bertahan tidak bisa lagi memukul kartu apa pun di ronde itu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;When cards may be added.&lt;/b&gt; The attacker may add a card only when every attack card on the table is beaten, or after the defender has said take.</source>
        <translation>&lt;b&gt;Kapan kartu boleh ditambah.&lt;/b&gt; Penyerang hanya boleh menambah kartu jika setiap kartu serangan di meja sudah dipukul, atau setelah pemain bertahan menyatakan ambil.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The trump card.&lt;/b&gt; The face-up trump card is drawn last, as a normal card, by whichever player&apos;s draw reaches it.</source>
        <translation>&lt;b&gt;Kartu truf.&lt;/b&gt; Kartu truf yang terbuka ditarik paling akhir, sebagai kartu biasa, oleh pemain mana pun yang tarikannya sampai ke kartu itu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;First attacker.&lt;/b&gt; There is never a tie: only one card can be the lowest trump. If neither hand holds a trump, you attack first.</source>
        <translation>&lt;b&gt;Penyerang pertama.&lt;/b&gt; Tidak pernah ada seri: hanya satu kartu yang bisa menjadi truf terendah. Jika tidak ada tangan yang memegang truf, Anda yang menyerang lebih dulu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Running out mid-bout.&lt;/b&gt; If the attacker runs out of cards while the stock is empty, the bout is still finished: the defender beats or takes what is on the table. Only then are the hands checked for the end of the deal.</source>
        <translation>&lt;b&gt;Kehabisan kartu di tengah ronde.&lt;/b&gt; Jika penyerang kehabisan kartu saat tumpukan sudah kosong, ronde tetap diselesaikan: pemain bertahan memukul atau mengambil kartu yang ada di meja. Baru setelah itu kartu di tangan diperiksa untuk menentukan akhir babak.</translation>
    </message>
    <message>
        <source>&lt;b&gt;When the deal ends.&lt;/b&gt; The deal ends when the stock is empty and, after a complete bout, at least one hand is empty. A player who goes out while the stock still holds cards simply refills.</source>
        <translation>&lt;b&gt;Kapan babak berakhir.&lt;/b&gt; Babak berakhir jika tumpukan sudah kosong dan, setelah satu ronde selesai, paling sedikit satu tangan kosong. Pemain yang kehabisan kartu selagi tumpukan masih berisi kartu tinggal mengisi kembali kartunya.</translation>
    </message>
    <message>
        <source>&lt;b&gt;When you may take.&lt;/b&gt; The defender may take whenever an attack card faces them unbeaten, even after beating earlier cards of the same bout. Taking picks up every card of the bout, beaten or not.</source>
        <translation>&lt;b&gt;Kapan Anda boleh mengambil.&lt;/b&gt; Pemain bertahan boleh mengambil kapan saja ada kartu serangan di hadapannya yang belum dipukul, bahkan setelah memukul kartu-kartu sebelumnya dalam ronde yang sama. Mengambil berarti mengambil semua kartu ronde itu, baik yang sudah dipukul maupun belum.</translation>
    </message>
</context>
<context>
    <name>RulesKowah</name>
    <message>
        <source>Kowah (Cheki)</source>
        <translation>Kowah (Ceki)</translation>
    </message>
    <message>
        <source>Kowah, also called Cheki or Ceki, is a traditional money-card game of the Chinese communities in Java, Indonesia, played with 120 cards. This table seats three players, you against two AI, for one deal. Make two triples and an identical pair, declare &lt;i&gt;cheki&lt;/i&gt;, then wait for the third matching card.</source>
        <translation>Kowah, disebut juga Ceki, adalah permainan kartu uang tradisional masyarakat Tionghoa di Jawa, Indonesia, dimainkan dengan 120 kartu dan termasuk keluarga permainan kartu ceki. Di meja ini ada tiga pemain, Anda melawan dua AI, untuk satu babak. Buat dua tris dan sepasang kartu kembar, nyatakan &lt;i&gt;ceki&lt;/i&gt;, lalu tunggu kartu ketiga yang cocok.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Tujuan</translation>
    </message>
    <message>
        <source>You and the two AI players each play for yourselves. Make two triples and an identical pair, declare &lt;i&gt;cheki&lt;/i&gt;, then take the third exact match of your pair to win.</source>
        <translation>Anda dan kedua pemain AI masing-masing bermain untuk diri sendiri. Buat dua tris dan sepasang kartu kembar, nyatakan &lt;i&gt;ceki&lt;/i&gt;, lalu dapatkan kartu ketiga yang persis sama dengan pasangan Anda untuk menang.</translation>
    </message>
    <message>
        <source>If the stock runs out with no winner, the deal is a draw.</source>
        <translation>Jika tumpukan habis tanpa pemenang, babak berakhir seri.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Persiapan</translation>
    </message>
    <message>
        <source>Kowah is traditional among Chinese communities in Indonesia and the Malay world.</source>
        <translation>Kowah adalah permainan tradisional masyarakat Tionghoa di Indonesia dan dunia Melayu.</translation>
    </message>
    <message>
        <source>It uses the compatible 120-card subset of the Chinese money-suited pack: four each of Coins, Strings and Myriads 1 to 9, plus four each of the first three honours. The twelve White Snake, Green Snake and Monk extras are left out.</source>
        <translation>Permainan ini memakai 120 kartu dari pak kartu uang Tionghoa: masing-masing empat lembar Koin, Untai, dan Laksa bernilai 1 sampai 9, ditambah masing-masing empat lembar dari tiga kartu kehormatan pertama. Dua belas kartu tambahan Ular Putih, Ular Hijau, dan Biksu tidak dipakai.</translation>
    </message>
    <message>
        <source>The three honours are Old Thousand (老千), Red Flower (紅花) and White Flower (白花): three distinct kinds, never wild.</source>
        <translation>Tiga kartu kehormatan itu adalah Seribu Tua (老千), Bunga Merah (紅花), dan Bunga Putih (白花): tiga macam yang berbeda, dan tidak pernah menjadi kartu bebas (joker).</translation>
    </message>
    <message>
        <source>Ordinary triples match by rank, whatever the suit. Honours match only their own kind.</source>
        <translation>Tris biasa dicocokkan menurut nilai, apa pun jenisnya. Kartu kehormatan hanya cocok dengan macamnya sendiri.</translation>
    </message>
    <message>
        <source>Each player is dealt eight cards, and the first player is chosen at random.</source>
        <translation>Setiap pemain dibagi delapan kartu, dan pemain pertama dipilih secara acak.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Giliran</translation>
    </message>
    <message>
        <source>Draw from the stock or take the latest discard, then discard one card to return to eight. Your first turn must draw from the stock.</source>
        <translation>Tarik dari tumpukan atau ambil buangan terakhir, lalu buang satu kartu sehingga kembali menjadi delapan. Di giliran pertama Anda wajib menarik dari tumpukan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring.&lt;/b&gt; After discarding you may declare ready (&lt;i&gt;cheki&lt;/i&gt;) if your eight cards make two triples and one identical pair.</source>
        <translation>&lt;b&gt;Menyatakan ceki.&lt;/b&gt; Setelah membuang, Anda boleh menyatakan siap (&lt;i&gt;ceki&lt;/i&gt;) jika delapan kartu Anda membentuk dua tris dan sepasang kartu kembar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Triples.&lt;/b&gt; An ordinary triple may mix suits: a Five of Coins, a Five of Strings and a Five of Myriads make a triple. An honour triple must be three of one kind.</source>
        <translation>&lt;b&gt;Tris.&lt;/b&gt; Tris biasa boleh campur jenis: Lima Koin, Lima Untai, dan Lima Laksa membentuk satu tris. Tris kehormatan harus tiga kartu dari satu macam.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The pair.&lt;/b&gt; The pair must match by suit as well as rank, such as two Twos of Coins, or be two of one honour kind.</source>
        <translation>&lt;b&gt;Pasangan.&lt;/b&gt; Pasangan harus sama jenis sekaligus nilainya, misalnya dua kartu Dua Koin, atau dua kartu dari satu macam kehormatan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair and triple of one rank.&lt;/b&gt; If the pair shares its rank with a triple, those five cards must be two of one suit, two of a second and one of the third: for example two Fives of Coins, two Fives of Strings and one Five of Myriads. You may expose either the Coins pair or the Strings pair as your waiting pair.</source>
        <translation>&lt;b&gt;Pasangan dan tris bernilai sama.&lt;/b&gt; Jika pasangan bernilai sama dengan sebuah tris, kelima kartu itu harus terdiri dari dua kartu satu jenis, dua kartu jenis kedua, dan satu kartu jenis ketiga: misalnya dua kartu Lima Koin, dua kartu Lima Untai, dan satu kartu Lima Laksa. Anda boleh membuka pasangan Koin atau pasangan Untai sebagai pasangan tunggu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After declaring.&lt;/b&gt; This table plays the public-waiting-pair variant. Your eight declared cards are locked, and your waiting pair is shown face up. From then on you draw a new card and discard that same card.</source>
        <translation>&lt;b&gt;Setelah menyatakan ceki.&lt;/b&gt; Meja ini memainkan varian pasangan tunggu terbuka. Kedelapan kartu yang Anda nyatakan terkunci, dan pasangan tunggu Anda diperlihatkan terbuka. Sejak itu Anda menarik kartu baru dan membuang kartu yang sama itu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Winning.&lt;/b&gt; A third exact match of your waiting pair wins automatically, even out of turn, whether you draw it yourself or an opponent draws or discards it. When several players can win on the same card, normal rotation order decides.</source>
        <translation>&lt;b&gt;Menang.&lt;/b&gt; Kartu ketiga yang persis sama dengan pasangan tunggu Anda otomatis membuat Anda menang, bahkan di luar giliran, baik Anda sendiri yang menariknya maupun lawan yang menarik atau membuangnya. Jika beberapa pemain bisa menang dengan kartu yang sama, urutan giliran biasa yang menentukan.</translation>
    </message>
    <message>
        <source>Scoring and end</source>
        <translation>Penilaian dan akhir</translation>
    </message>
    <message>
        <source>After any declaration, draws from the stock are public. A win scores a multiplier that depends on where the winning card comes from:</source>
        <translation>Setelah ada yang menyatakan ceki, tarikan dari tumpukan dilakukan secara terbuka. Kemenangan mendapat pengali yang bergantung pada asal kartu kemenangan:</translation>
    </message>
    <message>
        <source>Winning card</source>
        <translation>Kartu kemenangan</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Pengali</translation>
    </message>
    <message>
        <source>Drawn by the winner (self-drawn)</source>
        <translation>Ditarik sendiri oleh pemenang (tarik sendiri)</translation>
    </message>
    <message>
        <source>Discarded by an opponent</source>
        <translation>Dibuang oleh lawan</translation>
    </message>
    <message>
        <source>Drawn by an opponent</source>
        <translation>Ditarik oleh lawan</translation>
    </message>
    <message>
        <source>The result shows the win multiplier; there is no cash or match total. If the last stock draw brings no winner, the deal is a draw.</source>
        <translation>Hasil menunjukkan pengali kemenangan; tidak ada uang atau total pertandingan. Jika tarikan terakhir dari tumpukan tidak menghasilkan pemenang, babak berakhir seri.</translation>
    </message>
    <message>
        <source>The pack</source>
        <translation>Pak kartu</translation>
    </message>
    <message>
        <source>The game uses 120 cards: three money suits and three honours.</source>
        <translation>Permainan ini memakai 120 kartu: tiga jenis uang dan tiga kartu kehormatan.</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Jenis</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Nilai</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Lembar</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kartu</translation>
    </message>
    <message>
        <source>Coins (餅)</source>
        <translation>Koin (餅)</translation>
    </message>
    <message>
        <source>Strings (索)</source>
        <translation>Untai (索)</translation>
    </message>
    <message>
        <source>Myriads (萬)</source>
        <translation>Laksa (萬)</translation>
    </message>
    <message>
        <source>Honours: Old Thousand 老千, Red Flower 紅花, White Flower 白花</source>
        <translation>Kehormatan: Seribu Tua 老千, Bunga Merah 紅花, Bunga Putih 白花</translation>
    </message>
    <message>
        <source>4 each</source>
        <translation>masing-masing 4</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>Penjelasan aturan</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring is the only way to win.&lt;/b&gt; Eight ready cards, then a declaration, then the third exact match of the exposed pair. A hand that is complete without a declaration does not win. Declaring is your choice when you are ready; nobody is ever forced to declare.</source>
        <translation>&lt;b&gt;Menyatakan ceki adalah satu-satunya jalan untuk menang.&lt;/b&gt; Delapan kartu siap, lalu pernyataan, lalu kartu ketiga yang persis sama dengan pasangan yang dibuka. Kartu yang lengkap tanpa pernyataan tidak menang. Menyatakan ceki adalah pilihan Anda ketika kartu sudah siap; tak seorang pun pernah dipaksa menyatakan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ready hands.&lt;/b&gt; A ready hand is two triples, each three cards of one rank in any suits or three of one honour kind, plus one pair identical in suit and rank, or two of one honour kind. The two triples may share a rank.</source>
        <translation>&lt;b&gt;Kartu siap.&lt;/b&gt; Kartu siap terdiri dari dua tris, masing-masing tiga kartu bernilai sama dari jenis apa pun atau tiga kartu dari satu macam kehormatan, ditambah satu pasangan yang sama jenis dan nilainya, atau dua kartu dari satu macam kehormatan. Kedua tris boleh bernilai sama.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pair and triple of one rank.&lt;/b&gt; The five cards must split two, two and one by suit; three identical cards plus a pair of the same rank is not ready. A hand is ready when at least one way of arranging it into two triples and a pair meets every condition.</source>
        <translation>&lt;b&gt;Pasangan dan tris bernilai sama.&lt;/b&gt; Kelima kartu itu harus terbagi dua, dua, dan satu menurut jenis; tiga kartu kembar ditambah sepasang kartu bernilai sama belum siap. Kartu dianggap siap jika paling sedikit satu cara menyusunnya menjadi dua tris dan satu pasangan memenuhi semua syarat.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Choosing your pair.&lt;/b&gt; In the two-two-one case you choose which pair to expose when you declare. The choice is final: only the third copy of that pair wins.</source>
        <translation>&lt;b&gt;Memilih pasangan.&lt;/b&gt; Dalam susunan dua-dua-satu, Anda memilih pasangan mana yang dibuka saat menyatakan ceki. Pilihan itu tidak bisa diubah: hanya lembar ketiga dari pasangan itu yang membuat Anda menang.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A dead wait.&lt;/b&gt; A wait can die when both remaining copies of the pair are visible elsewhere. The hand stays locked; a declaration cannot be withdrawn.</source>
        <translation>&lt;b&gt;Tunggu mati.&lt;/b&gt; Tunggu bisa mati jika kedua lembar sisa dari pasangan itu sudah terlihat di tempat lain. Kartu tetap terkunci; pernyataan ceki tidak bisa ditarik kembali.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Public draws.&lt;/b&gt; Once anyone has declared, every stock draw is shown face up before the drawer may use it.</source>
        <translation>&lt;b&gt;Tarikan terbuka.&lt;/b&gt; Begitu ada yang menyatakan ceki, setiap tarikan dari tumpukan diperlihatkan terbuka sebelum penariknya boleh memakainya.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who wins first.&lt;/b&gt; On a drawn card the drawer is checked first if declared (self-drawn, ×3), then the others in rotation from the drawer (×1). On a discard the checks rotate from the seat after the discarder (×2).</source>
        <translation>&lt;b&gt;Siapa yang menang lebih dulu.&lt;/b&gt; Untuk kartu yang ditarik, penarik diperiksa lebih dulu jika sudah menyatakan ceki (tarik sendiri, ×3), lalu pemain lain bergiliran mulai dari penarik (×1). Untuk buangan, pemeriksaan bergiliran mulai dari pemain sesudah pembuang (×2).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declared players.&lt;/b&gt; A declared player draws from the stock only, and a drawn card that does not win is discarded at once. A declared player never takes a discard except to win with it.</source>
        <translation>&lt;b&gt;Pemain yang sudah ceki.&lt;/b&gt; Pemain yang sudah menyatakan ceki hanya menarik dari tumpukan, dan kartu tarikan yang tidak membuatnya menang langsung dibuang. Ia tidak pernah mengambil buangan kecuali untuk menang dengannya.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The latest discard.&lt;/b&gt; This is the discard made just before your turn. You may not take it and discard the same card in the same turn.</source>
        <translation>&lt;b&gt;Buangan terakhir.&lt;/b&gt; Ini buangan yang dilakukan tepat sebelum giliran Anda. Anda tidak boleh mengambilnya lalu membuang kartu yang sama di giliran yang sama.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What is shown.&lt;/b&gt; Only the declared pair is face up. The two triples stay face down, but locked.</source>
        <translation>&lt;b&gt;Apa yang diperlihatkan.&lt;/b&gt; Hanya pasangan yang dinyatakan yang terbuka. Kedua tris tetap tertutup, tetapi terkunci.</translation>
    </message>
    <message>
        <source>&lt;b&gt;First turns.&lt;/b&gt; Every player&apos;s first turn must draw from the stock, not only the first turn of the deal. A ready hand dealt to you can be declared only after your first draw and discard.</source>
        <translation>&lt;b&gt;Giliran pertama.&lt;/b&gt; Giliran pertama setiap pemain wajib menarik dari tumpukan, bukan hanya giliran pertama babak. Kartu siap yang Anda terima saat pembagian baru bisa dinyatakan setelah tarikan dan buangan pertama Anda.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn deal.&lt;/b&gt; The deal is drawn once the win checks on the last stock card, and on its discard, find no winner.</source>
        <translation>&lt;b&gt;Babak seri.&lt;/b&gt; Babak berakhir seri jika pemeriksaan kemenangan atas kartu terakhir tumpukan, dan atas buangannya, tidak menemukan pemenang.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Direction of play.&lt;/b&gt; Play runs anticlockwise: you, then the player on your right, then the player on your left. Win checks follow the same rotation.</source>
        <translation>&lt;b&gt;Arah permainan.&lt;/b&gt; Permainan berjalan berlawanan arah jarum jam: Anda, lalu pemain di kanan Anda, lalu pemain di kiri Anda. Pemeriksaan kemenangan mengikuti urutan yang sama.</translation>
    </message>
    <message>
        <source>Old Thousand 老千</source>
        <translation>Seribu Tua 老千</translation>
    </message>
    <message>
        <source>Red Flower 紅花</source>
        <translation>Bunga Merah 紅花</translation>
    </message>
    <message>
        <source>White Flower 白花</source>
        <translation>Bunga Putih 白花</translation>
    </message>
</context>
<context>
    <name>RulesMahjong</name>
    <message>
        <source>Chinese Official Mahjong (MCR)</source>
        <translation>Mahjong Resmi Tiongkok (MCR)</translation>
    </message>
    <message>
        <source>Chinese Official Mahjong comes from China and is played with 144 tiles. This table seats four players, you against three AI, for one deal. Find scoring patterns in your hand and reach eight points under the Chinese Official rules (the Mahjong Competition Rules, or MCR), with flower points counted separately.</source>
        <translation>Mahjong Resmi Tiongkok berasal dari Tiongkok dan dimainkan dengan 144 kartu. Di meja ini ada empat pemain, Anda melawan tiga AI, untuk satu babak. Cari pola skor di kartu tangan Anda dan capai delapan poin menurut aturan Resmi Tiongkok (Mahjong Competition Rules, atau MCR); poin bunga dihitung terpisah.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Tujuan</translation>
    </message>
    <message>
        <source>A winning hand needs at least eight points before flowers. All four players compete individually; the first valid win ends the deal.</source>
        <translation>Tangan menang memerlukan paling sedikit delapan poin sebelum bunga. Keempat pemain bermain sendiri-sendiri; kemenangan sah pertama mengakhiri babak.</translation>
    </message>
    <message>
        <source>If the wall runs out with no winner, the deal is a draw.</source>
        <translation>Jika tembok habis tanpa pemenang, babak berakhir seri.</translation>
    </message>
    <message>
        <source>Tiles and sets</source>
        <translation>Kartu dan set</translation>
    </message>
    <message>
        <source>&lt;b&gt;Suits:&lt;/b&gt; characters, bamboo and dots, each numbered 1 to 9. The 1s and 9s are &lt;b&gt;terminals&lt;/b&gt;; 2 to 8 are &lt;b&gt;simples&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Jenis:&lt;/b&gt; karakter, bambu, dan bulatan, masing-masing bernomor 1 sampai 9. Kartu 1 dan 9 adalah &lt;b&gt;terminal&lt;/b&gt;; 2 sampai 8 adalah kartu &lt;b&gt;sederhana&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Honors:&lt;/b&gt; the four winds (East, South, West, North) and the three dragons (red, green, white).</source>
        <translation>&lt;b&gt;Kehormatan:&lt;/b&gt; empat angin (Timur, Selatan, Barat, Utara) dan tiga naga (merah, hijau, putih).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Flowers:&lt;/b&gt; eight bonus tiles. They are never part of a hand&apos;s sets; each one is worth 1 point.</source>
        <translation>&lt;b&gt;Bunga:&lt;/b&gt; delapan kartu bonus. Bunga tidak pernah menjadi bagian set dalam tangan; masing-masing bernilai 1 poin.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chow:&lt;/b&gt; three consecutive tiles of one suit. &lt;b&gt;Pung:&lt;/b&gt; three identical tiles. &lt;b&gt;Kong:&lt;/b&gt; four identical tiles. &lt;b&gt;Pair:&lt;/b&gt; two identical tiles.</source>
        <translation>&lt;b&gt;Chow:&lt;/b&gt; tiga kartu berurutan dari satu jenis. &lt;b&gt;Pung:&lt;/b&gt; tiga kartu kembar. &lt;b&gt;Kong:&lt;/b&gt; empat kartu kembar. &lt;b&gt;Pasangan:&lt;/b&gt; dua kartu kembar.</translation>
    </message>
    <message>
        <source>A set made with a claimed discard is &lt;b&gt;melded&lt;/b&gt; and shown on the table; a set built only from your own draws is &lt;b&gt;concealed&lt;/b&gt;.</source>
        <translation>Set yang dibentuk dengan buangan yang diklaim adalah set &lt;b&gt;terbuka&lt;/b&gt; dan diperlihatkan di meja; set yang dibangun hanya dari tarikan Anda sendiri adalah set &lt;b&gt;tertutup&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted tiles:&lt;/b&gt; the runs 1-4-7, 2-5-8 and 3-6-9, each in a different suit. All nine together form a &lt;b&gt;knitted straight&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Kartu anyaman:&lt;/b&gt; deret 1-4-7, 2-5-8, dan 3-6-9, masing-masing dari jenis yang berbeda. Kesembilan kartu itu bersama-sama membentuk &lt;b&gt;seri anyaman&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fan:&lt;/b&gt; a scoring pattern. A hand&apos;s points are the sum of its fan.</source>
        <translation>&lt;b&gt;Fan:&lt;/b&gt; pola skor. Poin sebuah tangan adalah jumlah semua fan-nya.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Persiapan</translation>
    </message>
    <message>
        <source>144 tiles: characters, bamboo and dots 1 to 9 (four of each), four of each wind and dragon, and eight flowers (plum, orchid, chrysanthemum, bamboo; spring, summer, autumn, winter).</source>
        <translation>144 kartu: karakter, bambu, dan bulatan 1 sampai 9 (masing-masing empat lembar), empat lembar setiap angin dan naga, dan delapan bunga (plum, anggrek, krisan, bambu; musim semi, musim panas, musim gugur, musim dingin).</translation>
    </message>
    <message>
        <source>Each flower is worth 1 bonus point.</source>
        <translation>Setiap bunga bernilai 1 poin bonus.</translation>
    </message>
    <message>
        <source>The dealer receives 14 tiles, the others 13.</source>
        <translation>Bandar menerima 14 kartu, yang lain 13.</translation>
    </message>
    <message>
        <source>Flowers are exposed at once and replaced from the end of the wall, again if the replacement is also a flower.</source>
        <translation>Bunga langsung dibuka dan diganti dari ujung tembok, dan diganti lagi jika kartu penggantinya juga bunga.</translation>
    </message>
    <message>
        <source>The prevalent (round) wind is East. Seat winds run East, South, West, North from the dealer.</source>
        <translation>Angin ronde adalah Timur. Angin kursi berurutan Timur, Selatan, Barat, Utara mulai dari bandar.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Giliran</translation>
    </message>
    <message>
        <source>On your turn, draw a tile, then discard one: select a tile and confirm the discard. The four copies of a tile look alike, but each is its own tile, and you choose exactly which one you play.</source>
        <translation>Pada giliran Anda, tarik satu kartu, lalu buang satu: pilih kartunya dan konfirmasikan pembuangan. Keempat lembar sebuah kartu tampak sama, tetapi masing-masing adalah kartu tersendiri, dan Anda memilih persis lembar mana yang Anda mainkan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Claiming a discard.&lt;/b&gt; When a tile is discarded, the other players may claim it:</source>
        <translation>&lt;b&gt;Mengklaim buangan.&lt;/b&gt; Ketika sebuah kartu dibuang, pemain lain boleh mengklaimnya:</translation>
    </message>
    <message>
        <source>Any other player may claim a discard to complete a win, a pung or an exposed kong. Only the next player may chow it.</source>
        <translation>Pemain lain mana pun boleh mengklaim buangan untuk melengkapi kemenangan, pung, atau kong terbuka. Hanya pemain berikutnya yang boleh chow.</translation>
    </message>
    <message>
        <source>All responses are collected before the tile is awarded. A win beats a pung or kong, which beats a chow.</source>
        <translation>Semua jawaban dikumpulkan sebelum kartu diberikan. Menang mengalahkan pung atau kong, dan pung atau kong mengalahkan chow.</translation>
    </message>
    <message>
        <source>Equal claims follow seating order after the discarder.</source>
        <translation>Klaim yang setara mengikuti urutan duduk sesudah pembuang.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kongs.&lt;/b&gt; A kong counts as one set of the hand:</source>
        <translation>&lt;b&gt;Kong.&lt;/b&gt; Kong dihitung sebagai satu set dalam tangan:</translation>
    </message>
    <message>
        <source>Four matching tiles in your hand may be declared a concealed kong. A fourth tile may extend an exposed pung into an added kong.</source>
        <translation>Empat kartu kembar di tangan Anda boleh dinyatakan sebagai kong tertutup. Kartu keempat boleh menambah pung terbuka menjadi kong tambahan.</translation>
    </message>
    <message>
        <source>After any kong, draw a replacement tile from the end of the wall, then discard. A kong may be declared only while a replacement tile is available.</source>
        <translation>Setelah kong apa pun, tarik kartu pengganti dari ujung tembok, lalu buang. Kong hanya boleh dinyatakan selama masih ada kartu pengganti.</translation>
    </message>
    <message>
        <source>An added kong can be robbed: another player may win on the tile you add. A concealed kong cannot be robbed.</source>
        <translation>Kong tambahan bisa dirampok: pemain lain boleh menang dengan kartu yang Anda tambahkan. Kong tertutup tidak bisa dirampok.</translation>
    </message>
    <message>
        <source>After a chow or pung, you discard before you can declare a concealed or added kong.</source>
        <translation>Setelah chow atau pung, Anda membuang dulu sebelum boleh menyatakan kong tertutup atau kong tambahan.</translation>
    </message>
    <message>
        <source>Winning hands and scoring</source>
        <translation>Tangan menang dan penilaian</translation>
    </message>
    <message>
        <source>A standard win is four melds (chows, pungs or kongs) and a pair. These special hands also win:</source>
        <translation>Kemenangan standar terdiri dari empat set (chow, pung, atau kong) dan satu pasangan. Tangan khusus berikut juga menang:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seven Pairs:&lt;/b&gt; any seven pairs.</source>
        <translation>&lt;b&gt;Tujuh Pasangan:&lt;/b&gt; tujuh pasangan apa saja.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seven Shifted Pairs:&lt;/b&gt; seven pairs of consecutive numbers in one suit.</source>
        <translation>&lt;b&gt;Tujuh Pasangan Berurutan:&lt;/b&gt; tujuh pasangan bernomor berurutan dalam satu jenis.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Thirteen Orphans:&lt;/b&gt; one of each terminal and honor, plus a second copy of any one of them.</source>
        <translation>&lt;b&gt;Tiga Belas Yatim:&lt;/b&gt; satu dari setiap kartu terminal dan kehormatan, ditambah lembar kedua dari salah satunya.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lesser Honors and Knitted Tiles:&lt;/b&gt; fourteen different single tiles, taken from the knitted runs and the honors.</source>
        <translation>&lt;b&gt;Kehormatan Kecil dan Kartu Anyaman:&lt;/b&gt; empat belas kartu tunggal yang berbeda, diambil dari deret anyaman dan kartu kehormatan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Greater Honors and Knitted Tiles:&lt;/b&gt; the same, with all seven honors among them.</source>
        <translation>&lt;b&gt;Kehormatan Besar dan Kartu Anyaman:&lt;/b&gt; sama seperti itu, dengan ketujuh kartu kehormatan ada di antaranya.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted Straight hands:&lt;/b&gt; the nine knitted tiles plus one more set and a pair.</source>
        <translation>&lt;b&gt;Tangan Seri Anyaman:&lt;/b&gt; sembilan kartu anyaman ditambah satu set lagi dan satu pasangan.</translation>
    </message>
    <message>
        <source>Your hand is scored with the highest valid total under MCR values and exclusions. Winds, dragons, concealed pungs, kongs, waits and the way you won all count.</source>
        <translation>Tangan Anda dinilai dengan total sah tertinggi menurut nilai dan pengecualian MCR. Angin, naga, pung tertutup, kong, cara menunggu, dan cara Anda menang semuanya dihitung.</translation>
    </message>
    <message>
        <source>Some fan already include others, and the included fan are not counted again. For example, Big Four Winds is not also scored as Big Three Winds, Prevalent Wind or Seat Wind, and Seven Pairs is not also scored as Concealed Hand or Single Wait.</source>
        <translation>Sebagian fan sudah mencakup fan lain, dan fan yang tercakup tidak dihitung lagi. Misalnya, Empat Angin Besar tidak dihitung juga sebagai Tiga Angin Besar, Angin Ronde, atau Angin Kursi, dan Tujuh Pasangan tidak dihitung juga sebagai Tangan Tertutup atau Tunggu Tunggal.</translation>
    </message>
    <message>
        <source>Flowers are added only after the eight-point minimum is met.</source>
        <translation>Bunga baru ditambahkan setelah batas minimum delapan poin tercapai.</translation>
    </message>
    <message>
        <source>The 81 fan</source>
        <translation>81 fan</translation>
    </message>
    <message>
        <source>These are all the scoring patterns of the Chinese Official rules, from the highest value to the lowest. Flower Tiles scores 1 point for each flower.</source>
        <translation>Inilah semua pola skor aturan Resmi Tiongkok, dari nilai tertinggi sampai terendah. Kartu Bunga bernilai 1 poin untuk setiap bunga.</translation>
    </message>
    <message>
        <source>Under each fan, a winning hand that scores it, set by set: a bar under a set means it was claimed, a concealed kong shows two tiles face down, and the framed tile is the one the hand wins on.</source>
        <translation>Di bawah setiap fan ada tangan menang yang mencetaknya, set demi set: garis di bawah set berarti set itu diambil lewat klaim, kong tertutup menampilkan dua kartu tertelungkup, dan kartu berbingkai adalah kartu kemenangannya.</translation>
    </message>
    <message>
        <source>Fan</source>
        <translation>Fan</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poin</translation>
    </message>
    <message>
        <source>Big Four Winds</source>
        <translation>Empat Angin Besar</translation>
    </message>
    <message>
        <source>Pungs or kongs of all four winds.</source>
        <translation>Pung atau kong dari keempat angin.</translation>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <translation>Tiga Naga Besar</translation>
    </message>
    <message>
        <source>Pungs or kongs of all three dragons.</source>
        <translation>Pung atau kong dari ketiga naga.</translation>
    </message>
    <message>
        <source>All Green</source>
        <translation>Serba Hijau</translation>
    </message>
    <message>
        <source>Green tiles only: 2, 3, 4, 6 and 8 of bamboo and the Green Dragon.</source>
        <translation>Hanya kartu hijau: 2, 3, 4, 6 dan 8 bambu serta Naga Hijau.</translation>
    </message>
    <message>
        <source>Nine Gates</source>
        <translation>Sembilan Gerbang</translation>
    </message>
    <message>
        <source>1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit, concealed, winning on any tile of that suit.</source>
        <translation>1-1-1-2-3-4-5-6-7-8-9-9-9 dari satu jenis, tertutup, menang dengan kartu apa pun dari jenis itu.</translation>
    </message>
    <message>
        <source>Four Kongs</source>
        <translation>Empat Kong</translation>
    </message>
    <message>
        <source>Four kongs, melded or concealed.</source>
        <translation>Empat kong, terbuka atau tertutup.</translation>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <translation>Tujuh Pasangan Berurutan</translation>
    </message>
    <message>
        <source>Seven pairs of one suit in consecutive ranks.</source>
        <translation>Tujuh pasangan dari satu jenis dengan nilai berurutan.</translation>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <translation>Tiga Belas Yatim</translation>
    </message>
    <message>
        <source>One of each 1, 9 and honor, and a second of any one of them.</source>
        <translation>Masing-masing satu dari setiap 1, 9 dan kartu kehormatan, ditambah satu lagi dari salah satunya.</translation>
    </message>
    <message>
        <source>All Terminals</source>
        <translation>Serba Terminal</translation>
    </message>
    <message>
        <source>Pungs and a pair of 1s and 9s only.</source>
        <translation>Pung dan pasangan hanya dari 1 dan 9.</translation>
    </message>
    <message>
        <source>Little Four Winds</source>
        <translation>Empat Angin Kecil</translation>
    </message>
    <message>
        <source>Pungs of three winds and a pair of the fourth.</source>
        <translation>Pung dari tiga angin dan pasangan dari angin keempat.</translation>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <translation>Tiga Naga Kecil</translation>
    </message>
    <message>
        <source>Pungs of two dragons and a pair of the third.</source>
        <translation>Pung dari dua naga dan pasangan dari naga ketiga.</translation>
    </message>
    <message>
        <source>All Honors</source>
        <translation>Serba Kehormatan</translation>
    </message>
    <message>
        <source>Winds and dragons only.</source>
        <translation>Hanya angin dan naga.</translation>
    </message>
    <message>
        <source>Four Concealed Pungs</source>
        <translation>Empat Pung Tertutup</translation>
    </message>
    <message>
        <source>Four pungs or kongs made without claiming a discard.</source>
        <translation>Empat pung atau kong yang dibentuk tanpa mengklaim buangan.</translation>
    </message>
    <message>
        <source>Pure Terminal Chows</source>
        <translation>Chow Terminal Murni</translation>
    </message>
    <message>
        <source>In one suit: 1-2-3 and 7-8-9 twice each, and a pair of 5s.</source>
        <translation>Dalam satu jenis: 1-2-3 dan 7-8-9 masing-masing dua kali, dan pasangan 5.</translation>
    </message>
    <message>
        <source>Quadruple Chow</source>
        <translation>Chow Empat Kembar</translation>
    </message>
    <message>
        <source>The same chow four times in one suit.</source>
        <translation>Chow yang sama empat kali dalam satu jenis.</translation>
    </message>
    <message>
        <source>Four Pure Shifted Pungs</source>
        <translation>Empat Pung Bergeser Murni</translation>
    </message>
    <message>
        <source>Four pungs of one suit in consecutive ranks.</source>
        <translation>Empat pung dari satu jenis dengan nilai berurutan.</translation>
    </message>
    <message>
        <source>Four Pure Shifted Chows</source>
        <translation>Empat Chow Bergeser Murni</translation>
    </message>
    <message>
        <source>Four chows of one suit, each one rank (or each two ranks) above the last.</source>
        <translation>Empat chow dari satu jenis, masing-masing satu nilai (atau masing-masing dua nilai) di atas yang sebelumnya.</translation>
    </message>
    <message>
        <source>Three Kongs</source>
        <translation>Tiga Kong</translation>
    </message>
    <message>
        <source>Three kongs, melded or concealed.</source>
        <translation>Tiga kong, terbuka atau tertutup.</translation>
    </message>
    <message>
        <source>All Terminals and Honors</source>
        <translation>Serba Terminal dan Kehormatan</translation>
    </message>
    <message>
        <source>Pungs and a pair of 1s, 9s and honors only.</source>
        <translation>Pung dan pasangan hanya dari 1, 9 dan kartu kehormatan.</translation>
    </message>
    <message>
        <source>Seven Pairs</source>
        <translation>Tujuh Pasangan</translation>
    </message>
    <message>
        <source>Seven pairs, concealed.</source>
        <translation>Tujuh pasangan, tertutup.</translation>
    </message>
    <message>
        <source>Greater Honors and Knitted Tiles</source>
        <translation>Kehormatan Besar dan Kartu Anyaman</translation>
    </message>
    <message>
        <source>All seven honors once each, with seven tiles of 1-4-7, 2-5-8 and 3-6-9, each in its own suit.</source>
        <translation>Ketujuh kartu kehormatan masing-masing satu, dengan tujuh kartu dari 1-4-7, 2-5-8 dan 3-6-9, masing-masing dalam jenisnya sendiri.</translation>
    </message>
    <message>
        <source>All Even Pungs</source>
        <translation>Serba Pung Genap</translation>
    </message>
    <message>
        <source>Pungs and a pair of 2s, 4s, 6s and 8s only.</source>
        <translation>Pung dan pasangan hanya dari 2, 4, 6 dan 8.</translation>
    </message>
    <message>
        <source>Full Flush</source>
        <translation>Satu Jenis Murni</translation>
    </message>
    <message>
        <source>Tiles of one suit only.</source>
        <translation>Hanya kartu dari satu jenis.</translation>
    </message>
    <message>
        <source>Pure Triple Chow</source>
        <translation>Chow Tripel Murni</translation>
    </message>
    <message>
        <source>The same chow three times in one suit.</source>
        <translation>Chow yang sama tiga kali dalam satu jenis.</translation>
    </message>
    <message>
        <source>Pure Shifted Pungs</source>
        <translation>Pung Bergeser Murni</translation>
    </message>
    <message>
        <source>Three pungs of one suit in consecutive ranks.</source>
        <translation>Tiga pung dari satu jenis dengan nilai berurutan.</translation>
    </message>
    <message>
        <source>Upper Tiles</source>
        <translation>Kartu Atas</translation>
    </message>
    <message>
        <source>7s, 8s and 9s only.</source>
        <translation>Hanya 7, 8 dan 9.</translation>
    </message>
    <message>
        <source>Middle Tiles</source>
        <translation>Kartu Tengah</translation>
    </message>
    <message>
        <source>4s, 5s and 6s only.</source>
        <translation>Hanya 4, 5 dan 6.</translation>
    </message>
    <message>
        <source>Lower Tiles</source>
        <translation>Kartu Bawah</translation>
    </message>
    <message>
        <source>1s, 2s and 3s only.</source>
        <translation>Hanya 1, 2 dan 3.</translation>
    </message>
    <message>
        <source>Pure Straight</source>
        <translation>Seri Murni</translation>
    </message>
    <message>
        <source>1-2-3, 4-5-6 and 7-8-9 of one suit.</source>
        <translation>1-2-3, 4-5-6 dan 7-8-9 dari satu jenis.</translation>
    </message>
    <message>
        <source>Three-Suited Terminal Chows</source>
        <translation>Chow Terminal Tiga Jenis</translation>
    </message>
    <message>
        <source>1-2-3 and 7-8-9 of one suit, the same of a second suit, and a pair of 5s of the third.</source>
        <translation>1-2-3 dan 7-8-9 dari satu jenis, yang sama dari jenis kedua, dan pasangan 5 dari jenis ketiga.</translation>
    </message>
    <message>
        <source>Pure Shifted Chows</source>
        <translation>Chow Bergeser Murni</translation>
    </message>
    <message>
        <source>Three chows of one suit, each one rank (or each two ranks) above the last.</source>
        <translation>Tiga chow dari satu jenis, masing-masing satu nilai (atau masing-masing dua nilai) di atas yang sebelumnya.</translation>
    </message>
    <message>
        <source>All Five</source>
        <translation>Serba Lima</translation>
    </message>
    <message>
        <source>Every set and the pair hold a 5.</source>
        <translation>Setiap set dan pasangan mengandung 5.</translation>
    </message>
    <message>
        <source>Triple Pung</source>
        <translation>Pung Tripel</translation>
    </message>
    <message>
        <source>Pungs of the same rank in all three suits.</source>
        <translation>Pung dengan nilai yang sama di ketiga jenis.</translation>
    </message>
    <message>
        <source>Three Concealed Pungs</source>
        <translation>Tiga Pung Tertutup</translation>
    </message>
    <message>
        <source>Three pungs or kongs made without claiming a discard.</source>
        <translation>Tiga pung atau kong yang dibentuk tanpa mengklaim buangan.</translation>
    </message>
    <message>
        <source>Lesser Honors and Knitted Tiles</source>
        <translation>Kehormatan Kecil dan Kartu Anyaman</translation>
    </message>
    <message>
        <source>Fourteen different single tiles: honors and tiles of 1-4-7, 2-5-8 and 3-6-9, each in its own suit.</source>
        <translation>Empat belas kartu tunggal yang berbeda: kartu kehormatan dan kartu dari 1-4-7, 2-5-8 dan 3-6-9, masing-masing dalam jenisnya sendiri.</translation>
    </message>
    <message>
        <source>Knitted Straight</source>
        <translation>Seri Anyaman</translation>
    </message>
    <message>
        <source>1-4-7, 2-5-8 and 3-6-9, each in its own suit, with a set and a pair.</source>
        <translation>1-4-7, 2-5-8 dan 3-6-9, masing-masing dalam jenisnya sendiri, ditambah satu set dan satu pasangan.</translation>
    </message>
    <message>
        <source>Upper Four</source>
        <translation>Empat Atas</translation>
    </message>
    <message>
        <source>6s, 7s, 8s and 9s only.</source>
        <translation>Hanya 6, 7, 8 dan 9.</translation>
    </message>
    <message>
        <source>Lower Four</source>
        <translation>Empat Bawah</translation>
    </message>
    <message>
        <source>1s, 2s, 3s and 4s only.</source>
        <translation>Hanya 1, 2, 3 dan 4.</translation>
    </message>
    <message>
        <source>Big Three Winds</source>
        <translation>Tiga Angin Besar</translation>
    </message>
    <message>
        <source>Pungs of three winds.</source>
        <translation>Pung dari tiga angin.</translation>
    </message>
    <message>
        <source>Mixed Straight</source>
        <translation>Seri Campuran</translation>
    </message>
    <message>
        <source>1-2-3, 4-5-6 and 7-8-9, each in a different suit.</source>
        <translation>1-2-3, 4-5-6 dan 7-8-9, masing-masing dari jenis yang berbeda.</translation>
    </message>
    <message>
        <source>Reversible Tiles</source>
        <translation>Kartu Simetris</translation>
    </message>
    <message>
        <source>Only tiles that look the same upside down: 1, 2, 3, 4, 5, 8, 9 of dots, 2, 4, 5, 6, 8, 9 of bamboo, the White Dragon.</source>
        <translation>Hanya kartu yang terlihat sama bila dibalik: bulatan 1, 2, 3, 4, 5, 8, 9, bambu 2, 4, 5, 6, 8, 9, dan Naga Putih.</translation>
    </message>
    <message>
        <source>Mixed Triple Chow</source>
        <translation>Chow Tripel Campuran</translation>
    </message>
    <message>
        <source>The same chow in all three suits.</source>
        <translation>Chow yang sama di ketiga jenis.</translation>
    </message>
    <message>
        <source>Mixed Shifted Pungs</source>
        <translation>Pung Bergeser Campuran</translation>
    </message>
    <message>
        <source>Pungs of consecutive ranks, each in a different suit.</source>
        <translation>Pung dengan nilai berurutan, masing-masing dari jenis yang berbeda.</translation>
    </message>
    <message>
        <source>Chicken Hand</source>
        <translation>Tangan Ayam</translation>
    </message>
    <message>
        <source>A winning hand that scores no other fan (flowers aside).</source>
        <translation>Tangan menang yang tidak mencetak fan lain (selain bunga).</translation>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <translation>Tarik Kartu Terakhir</translation>
    </message>
    <message>
        <source>Winning on the last tile of the wall, drawn yourself.</source>
        <translation>Menang dengan kartu terakhir tembok yang Anda tarik sendiri.</translation>
    </message>
    <message>
        <source>Last Tile Claim</source>
        <translation>Klaim Kartu Terakhir</translation>
    </message>
    <message>
        <source>Winning on the discard of the last tile of the wall.</source>
        <translation>Menang dengan buangan kartu terakhir tembok.</translation>
    </message>
    <message>
        <source>Out with Replacement Tile</source>
        <translation>Menang dengan Kartu Pengganti</translation>
    </message>
    <message>
        <source>Winning on the replacement tile drawn after a kong.</source>
        <translation>Menang dengan kartu pengganti yang ditarik setelah kong.</translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <translation>Merampok Kong</translation>
    </message>
    <message>
        <source>Winning on the tile another player adds to a melded pung.</source>
        <translation>Menang dengan kartu yang ditambahkan pemain lain ke pung terbukanya.</translation>
    </message>
    <message>
        <source>All Pungs</source>
        <translation>Serba Pung</translation>
    </message>
    <message>
        <source>Four pungs or kongs and a pair.</source>
        <translation>Empat pung atau kong dan satu pasangan.</translation>
    </message>
    <message>
        <source>Half Flush</source>
        <translation>Satu Jenis Campuran</translation>
    </message>
    <message>
        <source>Tiles of one suit, with honors.</source>
        <translation>Kartu dari satu jenis, ditambah kartu kehormatan.</translation>
    </message>
    <message>
        <source>Mixed Shifted Chows</source>
        <translation>Chow Bergeser Campuran</translation>
    </message>
    <message>
        <source>Three chows, each in a different suit, each one rank above the last.</source>
        <translation>Tiga chow, masing-masing dari jenis yang berbeda, masing-masing satu nilai di atas yang sebelumnya.</translation>
    </message>
    <message>
        <source>All Types</source>
        <translation>Semua Jenis</translation>
    </message>
    <message>
        <source>Tiles of all three suits, winds and dragons.</source>
        <translation>Kartu dari ketiga jenis, angin dan naga.</translation>
    </message>
    <message>
        <source>Melded Hand</source>
        <translation>Tangan Terbuka</translation>
    </message>
    <message>
        <source>Four claimed sets, winning on a discard that pairs your last tile.</source>
        <translation>Empat set hasil klaim, menang dengan buangan yang memasangkan kartu terakhir Anda.</translation>
    </message>
    <message>
        <source>Two Concealed Kongs</source>
        <translation>Dua Kong Tertutup</translation>
    </message>
    <message>
        <source>Two kongs declared from the hand.</source>
        <translation>Dua kong yang dinyatakan dari tangan.</translation>
    </message>
    <message>
        <source>Two Dragon Pungs</source>
        <translation>Dua Pung Naga</translation>
    </message>
    <message>
        <source>Pungs of two dragons.</source>
        <translation>Pung dari dua naga.</translation>
    </message>
    <message>
        <source>Outside Hand</source>
        <translation>Tangan Luar</translation>
    </message>
    <message>
        <source>Every set and the pair hold a 1, a 9 or an honor.</source>
        <translation>Setiap set dan pasangan mengandung 1, 9 atau kartu kehormatan.</translation>
    </message>
    <message>
        <source>Fully Concealed Hand</source>
        <translation>Tangan Tertutup Penuh</translation>
    </message>
    <message>
        <source>No claimed tiles, winning on a tile you drew yourself.</source>
        <translation>Tanpa kartu hasil klaim, menang dengan kartu yang Anda tarik sendiri.</translation>
    </message>
    <message>
        <source>Two Melded Kongs</source>
        <translation>Dua Kong Terbuka</translation>
    </message>
    <message>
        <source>Two melded kongs.</source>
        <translation>Dua kong terbuka.</translation>
    </message>
    <message>
        <source>Last Tile</source>
        <translation>Kartu Terakhir</translation>
    </message>
    <message>
        <source>Winning on the last copy of a tile, the other three already in view.</source>
        <translation>Menang dengan salinan terakhir sebuah kartu, ketiga lainnya sudah terlihat.</translation>
    </message>
    <message>
        <source>Dragon Pung</source>
        <translation>Pung Naga</translation>
    </message>
    <message>
        <source>A pung of a dragon.</source>
        <translation>Pung dari satu naga.</translation>
    </message>
    <message>
        <source>Prevalent Wind</source>
        <translation>Angin Ronde</translation>
    </message>
    <message>
        <source>A pung of the round&apos;s wind.</source>
        <translation>Pung angin ronde.</translation>
    </message>
    <message>
        <source>Seat Wind</source>
        <translation>Angin Kursi</translation>
    </message>
    <message>
        <source>A pung of your own seat&apos;s wind.</source>
        <translation>Pung angin kursi Anda sendiri.</translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <translation>Tangan Tertutup</translation>
    </message>
    <message>
        <source>No claimed sets, winning on a discard.</source>
        <translation>Tanpa set hasil klaim, menang dengan buangan.</translation>
    </message>
    <message>
        <source>All Chows</source>
        <translation>Serba Chow</translation>
    </message>
    <message>
        <source>Four chows and a pair of suited tiles.</source>
        <translation>Empat chow dan satu pasangan kartu berjenis.</translation>
    </message>
    <message>
        <source>Tile Hog</source>
        <translation>Empat Sekawan</translation>
    </message>
    <message>
        <source>All four copies of a tile in the hand, but not as a kong.</source>
        <translation>Keempat salinan sebuah kartu di tangan, tetapi bukan sebagai kong.</translation>
    </message>
    <message>
        <source>Double Pung</source>
        <translation>Pung Ganda</translation>
    </message>
    <message>
        <source>Pungs of the same rank in two suits.</source>
        <translation>Pung dengan nilai yang sama di dua jenis.</translation>
    </message>
    <message>
        <source>Two Concealed Pungs</source>
        <translation>Dua Pung Tertutup</translation>
    </message>
    <message>
        <source>Two pungs made without claiming a discard.</source>
        <translation>Dua pung yang dibentuk tanpa mengklaim buangan.</translation>
    </message>
    <message>
        <source>Concealed Kong</source>
        <translation>Kong Tertutup</translation>
    </message>
    <message>
        <source>A kong declared from the hand.</source>
        <translation>Satu kong yang dinyatakan dari tangan.</translation>
    </message>
    <message>
        <source>All Simples</source>
        <translation>Serba Sederhana</translation>
    </message>
    <message>
        <source>No 1s, no 9s and no honors.</source>
        <translation>Tanpa 1, tanpa 9 dan tanpa kartu kehormatan.</translation>
    </message>
    <message>
        <source>Pure Double Chow</source>
        <translation>Chow Ganda Murni</translation>
    </message>
    <message>
        <source>The same chow twice in one suit.</source>
        <translation>Chow yang sama dua kali dalam satu jenis.</translation>
    </message>
    <message>
        <source>Mixed Double Chow</source>
        <translation>Chow Ganda Campuran</translation>
    </message>
    <message>
        <source>The same chow in two suits.</source>
        <translation>Chow yang sama di dua jenis.</translation>
    </message>
    <message>
        <source>Short Straight</source>
        <translation>Seri Pendek</translation>
    </message>
    <message>
        <source>Two chows of one suit that follow on, such as 1-2-3 and 4-5-6.</source>
        <translation>Dua chow dari satu jenis yang bersambung, misalnya 1-2-3 dan 4-5-6.</translation>
    </message>
    <message>
        <source>Two Terminal Chows</source>
        <translation>Dua Chow Terminal</translation>
    </message>
    <message>
        <source>1-2-3 and 7-8-9 of one suit.</source>
        <translation>1-2-3 dan 7-8-9 dari satu jenis.</translation>
    </message>
    <message>
        <source>Pung of Terminals or Honors</source>
        <translation>Pung Terminal atau Kehormatan</translation>
    </message>
    <message>
        <source>A pung of 1s or 9s, or of a wind that is neither the round&apos;s nor your seat&apos;s.</source>
        <translation>Pung 1 atau 9, atau angin yang bukan angin ronde maupun angin kursi Anda.</translation>
    </message>
    <message>
        <source>Melded Kong</source>
        <translation>Kong Terbuka</translation>
    </message>
    <message>
        <source>A kong made with a discard, or added to a melded pung.</source>
        <translation>Kong yang dibentuk dengan buangan, atau ditambahkan ke pung terbuka.</translation>
    </message>
    <message>
        <source>One Voided Suit</source>
        <translation>Kosong Satu Jenis</translation>
    </message>
    <message>
        <source>No tiles of one of the three suits.</source>
        <translation>Tanpa kartu dari salah satu dari tiga jenis.</translation>
    </message>
    <message>
        <source>No Honors</source>
        <translation>Tanpa Kehormatan</translation>
    </message>
    <message>
        <source>No winds and no dragons.</source>
        <translation>Tanpa angin dan tanpa naga.</translation>
    </message>
    <message>
        <source>Edge Wait</source>
        <translation>Tunggu Tepi</translation>
    </message>
    <message>
        <source>Waiting only on the 3 after 1-2, or the 7 before 8-9, and winning on it.</source>
        <translation>Hanya menunggu 3 setelah 1-2, atau 7 sebelum 8-9, dan menang dengannya.</translation>
    </message>
    <message>
        <source>Closed Wait</source>
        <translation>Tunggu Tengah</translation>
    </message>
    <message>
        <source>Waiting only on the middle tile of a chow, and winning on it.</source>
        <translation>Hanya menunggu kartu tengah sebuah chow, dan menang dengannya.</translation>
    </message>
    <message>
        <source>Single Wait</source>
        <translation>Tunggu Tunggal</translation>
    </message>
    <message>
        <source>Waiting only on the tile that pairs a single one, and winning on it.</source>
        <translation>Hanya menunggu kartu yang memasangkan satu kartu tunggal, dan menang dengannya.</translation>
    </message>
    <message>
        <source>Self-Drawn</source>
        <translation>Tarik Sendiri</translation>
    </message>
    <message>
        <source>Winning on a tile you drew yourself.</source>
        <translation>Menang dengan kartu yang Anda tarik sendiri.</translation>
    </message>
    <message>
        <source>Flower Tiles</source>
        <translation>Kartu Bunga</translation>
    </message>
    <message>
        <source>One point for each flower shown, counted after the 8-point minimum.</source>
        <translation>Satu poin untuk setiap bunga yang dibuka, dihitung setelah minimum 8 poin.</translation>
    </message>
    <message>
        <source>Settlement and end</source>
        <translation>Pembayaran dan akhir</translation>
    </message>
    <message>
        <source>&lt;b&gt;Self-drawn win:&lt;/b&gt; each opponent pays 8 plus the hand total.</source>
        <translation>&lt;b&gt;Menang tarik sendiri:&lt;/b&gt; setiap lawan membayar 8 ditambah total tangan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Win on a discard:&lt;/b&gt; the discarder pays 8 plus the hand total; each of the other two opponents pays 8.</source>
        <translation>&lt;b&gt;Menang dari buangan:&lt;/b&gt; pembuang membayar 8 ditambah total tangan; masing-masing dari dua lawan lainnya membayar 8.</translation>
    </message>
    <message>
        <source>The hand total includes flowers.</source>
        <translation>Total tangan sudah termasuk bunga.</translation>
    </message>
    <message>
        <source>When several players declare a win on the same discard, only the nearest player after the discarder wins.</source>
        <translation>Jika beberapa pemain menyatakan menang atas buangan yang sama, hanya pemain terdekat sesudah pembuang yang menang.</translation>
    </message>
    <message>
        <source>Payments are shown as points; no money is involved.</source>
        <translation>Pembayaran ditampilkan sebagai poin; tidak ada uang yang terlibat.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Example:&lt;/i&gt; you win with a 10-point hand and two flowers, a total of 12. If you drew the winning tile yourself, each opponent pays you 20, 60 in all. If you won on a discard, the discarder pays 20 and the other two pay 8 each, 36 in all.</source>
        <translation>&lt;i&gt;Contoh:&lt;/i&gt; Anda menang dengan tangan bernilai 10 poin dan dua bunga, totalnya 12. Jika Anda menarik sendiri kartu kemenangan, setiap lawan membayar Anda 20, seluruhnya 60. Jika Anda menang dari buangan, pembuang membayar 20 dan dua lawan lainnya masing-masing membayar 8, seluruhnya 36.</translation>
    </message>
    <message>
        <source>If a player needs to draw and no tile is left in the wall, the deal is a draw and nobody pays.</source>
        <translation>Jika seorang pemain harus menarik dan tidak ada lagi kartu di tembok, babak berakhir seri dan tidak ada yang membayar.</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>Penjelasan aturan</translation>
    </message>
    <message>
        <source>&lt;b&gt;Paying for a discard win.&lt;/b&gt; The discarder pays 8 plus the total, and &lt;i&gt;each&lt;/i&gt; of the other two opponents pays 8, as in standard MCR.</source>
        <translation>&lt;b&gt;Pembayaran untuk menang dari buangan.&lt;/b&gt; Pembuang membayar 8 ditambah total, dan &lt;i&gt;masing-masing&lt;/i&gt; dari dua lawan lainnya membayar 8, seperti dalam MCR standar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Special wins.&lt;/b&gt; Winning on a kong replacement tile (Out with Replacement Tile), Robbing the Kong, winning on the last tile of the wall (Last Tile Draw or Last Tile Claim) and Last Tile (the fourth copy of a tile, the other three already visible) are scored as MCR defines them.</source>
        <translation>&lt;b&gt;Kemenangan khusus.&lt;/b&gt; Menang dengan kartu pengganti kong (Menang dengan Kartu Pengganti), Merampok Kong, menang dengan kartu terakhir tembok (Tarik Kartu Terakhir atau Klaim Kartu Terakhir), dan Kartu Terakhir (lembar keempat sebuah kartu, sementara tiga lainnya sudah terlihat) dinilai sesuai ketentuan MCR.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The last tile of the wall.&lt;/b&gt; It is drawn normally, and its discard can still be won.</source>
        <translation>&lt;b&gt;Kartu terakhir tembok.&lt;/b&gt; Kartu ini ditarik seperti biasa, dan buangannya masih bisa dipakai untuk menang.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The wall.&lt;/b&gt; All 144 tiles form the wall. There is no dead wall apart from the replacement draws from its end. The deal is drawn when a player would need to draw and no tile is left.</source>
        <translation>&lt;b&gt;Tembok.&lt;/b&gt; Seluruh 144 kartu membentuk tembok. Tidak ada tembok mati selain tarikan pengganti dari ujungnya. Babak berakhir seri jika seorang pemain harus menarik dan tidak ada lagi kartu yang tersisa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chicken Hand.&lt;/b&gt; A hand that scores no other fan still wins as Chicken Hand, worth 8 points. Flowers never help reach the 8-point minimum.</source>
        <translation>&lt;b&gt;Tangan Ayam.&lt;/b&gt; Tangan yang tidak mendapat fan lain tetap menang sebagai Tangan Ayam, bernilai 8 poin. Bunga tidak pernah membantu mencapai minimum 8 poin.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declaring a win.&lt;/b&gt; Only a win worth at least 8 points before flowers can be declared: you are offered &lt;i&gt;Hu&lt;/i&gt; only then, and an AI never declares a smaller win.</source>
        <translation>&lt;b&gt;Menyatakan menang.&lt;/b&gt; Hanya kemenangan bernilai paling sedikit 8 poin sebelum bunga yang boleh dinyatakan: tombol &lt;i&gt;Hu&lt;/i&gt; hanya ditawarkan saat itu, dan AI tidak pernah menyatakan kemenangan yang lebih kecil.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Several winners.&lt;/b&gt; When more than one player declares a win on the same discard, only the nearest claimant after the discarder wins (head bump).</source>
        <translation>&lt;b&gt;Beberapa pemenang.&lt;/b&gt; Jika lebih dari satu pemain menyatakan menang atas buangan yang sama, hanya pengklaim terdekat sesudah pembuang yang menang (aturan pemain terdekat).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seats.&lt;/b&gt; The dealer (East) is chosen at random for the deal. Play runs anticlockwise: East, then South on East&apos;s right, West opposite and North on East&apos;s left. You always sit at the bottom of the table, whatever your wind.</source>
        <translation>&lt;b&gt;Tempat duduk.&lt;/b&gt; Bandar (Timur) dipilih secara acak untuk babak ini. Permainan berjalan berlawanan arah jarum jam: Timur, lalu Selatan di kanan Timur, Barat di seberang, dan Utara di kiri Timur. Anda selalu duduk di bagian bawah meja, apa pun angin Anda.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing is forced.&lt;/b&gt; You may always pass on a claim, and you may decline a self-drawn win. Nobody has to claim or to win.</source>
        <translation>&lt;b&gt;Tidak ada paksaan.&lt;/b&gt; Anda selalu boleh pas atas klaim, dan Anda boleh menolak kemenangan tarik sendiri. Tak seorang pun wajib mengklaim atau menang.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knitted straight.&lt;/b&gt; The nine knitted tiles are always concealed: they cannot be claimed into the straight. The hand&apos;s remaining set may be exposed, as in MCR.</source>
        <translation>&lt;b&gt;Seri anyaman.&lt;/b&gt; Kesembilan kartu anyaman selalu tertutup: kartu-kartu itu tidak bisa diklaim untuk seri tersebut. Set sisanya dalam tangan boleh terbuka, seperti dalam MCR.</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Back</source>
        <translation>Kembali</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>Kembali ke daftar permainan</translation>
    </message>
    <message>
        <source>Back to the games (Esc)</source>
        <translation>Kembali ke daftar permainan (Esc)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Daftar isi</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Aturan %1</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Main %1</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Segera hadir</translation>
    </message>
</context>
<context>
    <name>RulesSiSePai</name>
    <message>
        <source>Sì Sè Pái (Four Color Cards)</source>
        <translation>Sì Sè Pái (Kartu Empat Warna)</translation>
    </message>
    <message>
        <source>Sì Sè Pái (Four Color Cards, 四色牌) belongs to the Southern Fujian tradition of China. Its traditional pack has 120 cards: chess pieces and soldiers in four colours, Red, Yellow, White and Green. This table seats four players, you against three AI, for one deal. Use command groups, field groups, identical sets and mixed-colour soldier groups to meld all 21 cards, including the new card.</source>
        <translation>Sì Sè Pái (Kartu Empat Warna, 四色牌) termasuk tradisi Fujian Selatan di Tiongkok. Pak tradisionalnya berisi 120 kartu: bidak catur dan prajurit dalam empat warna, Merah, Kuning, Putih, dan Hijau. Di meja ini ada empat pemain, Anda melawan tiga AI, untuk satu babak. Gunakan kelompok komando, kelompok medan, kelompok kembar, dan kelompok prajurit aneka warna untuk mengelompokkan ke-21 kartu, termasuk kartu baru.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Tujuan</translation>
    </message>
    <message>
        <source>You and the three AI players each play for yourselves. The first player whose 21 cards all form legal melds after taking a new card wins.</source>
        <translation>Anda dan ketiga pemain AI masing-masing bermain untuk diri sendiri. Pemain pertama yang ke-21 kartunya semuanya membentuk kelompok sah setelah mengambil kartu baru, dialah pemenangnya.</translation>
    </message>
    <message>
        <source>If the stock runs out with no winner, the deal is a draw.</source>
        <translation>Jika tumpukan habis tanpa pemenang, babak berakhir seri.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Persiapan</translation>
    </message>
    <message>
        <source>This table plays Wei-Hwa Huang&apos;s flower-card variant: 112 chess cards and five flowers, 117 cards in all. The blank and title cards are left out.</source>
        <translation>Meja ini memainkan varian kartu bunga dari Wei-Hwa Huang: 112 kartu catur dan lima bunga, seluruhnya 117 kartu. Kartu kosong dan kartu judul tidak dipakai.</translation>
    </message>
    <message>
        <source>Each flower forms a meld of its own. Flowers are never wild.</source>
        <translation>Setiap bunga membentuk kelompoknya sendiri. Bunga tidak pernah menjadi kartu bebas (joker).</translation>
    </message>
    <message>
        <source>Each player is dealt 20 cards; the other 37 cards form the stock.</source>
        <translation>Setiap pemain dibagi 20 kartu; 37 kartu sisanya menjadi tumpukan.</translation>
    </message>
    <message>
        <source>A randomly chosen dealer makes the first draw, which is public like every draw.</source>
        <translation>Bandar yang dipilih secara acak menarik lebih dulu, dan tarikan itu terbuka seperti setiap tarikan lainnya.</translation>
    </message>
    <message>
        <source>Legal melds</source>
        <translation>Kelompok yang sah</translation>
    </message>
    <message>
        <source>Every card of a winning hand must belong to one of these groups:</source>
        <translation>Setiap kartu dalam tangan menang harus termasuk salah satu kelompok berikut:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Single-card group:&lt;/b&gt; one General, or one flower, on its own.</source>
        <translation>&lt;b&gt;Kelompok satu kartu:&lt;/b&gt; satu Jenderal, atau satu bunga, berdiri sendiri.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Identical group:&lt;/b&gt; two, three or four cards of exactly the same colour and character. Generals never form identical groups.</source>
        <translation>&lt;b&gt;Kelompok kembar:&lt;/b&gt; dua, tiga, atau empat kartu dengan warna dan tokoh yang persis sama. Jenderal tidak pernah membentuk kelompok kembar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Command group:&lt;/b&gt; one General, one Advisor and one Elephant, all of one colour.</source>
        <translation>&lt;b&gt;Kelompok komando:&lt;/b&gt; satu Jenderal, satu Penasihat, dan satu Gajah, semuanya satu warna.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Field group:&lt;/b&gt; one Chariot, one Horse and one Cannon, all of one colour.</source>
        <translation>&lt;b&gt;Kelompok medan:&lt;/b&gt; satu Kereta, satu Kuda, dan satu Meriam, semuanya satu warna.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Soldier group:&lt;/b&gt; three or four Soldiers, all of different colours.</source>
        <translation>&lt;b&gt;Kelompok prajurit:&lt;/b&gt; tiga atau empat Prajurit, semuanya berbeda warna.</translation>
    </message>
    <message>
        <source>Command and field groups are one-colour mixed groups; soldier groups are mixed-colour groups. Together they are called &lt;i&gt;mixed groups&lt;/i&gt;.</source>
        <translation>Kelompok komando dan kelompok medan adalah kelompok campuran satu warna; kelompok prajurit adalah kelompok campuran aneka warna. Bersama-sama semuanya disebut &lt;i&gt;kelompok campuran&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Giliran</translation>
    </message>
    <message>
        <source>A card drawn from the stock is public: everyone sees it.</source>
        <translation>Kartu yang ditarik dari tumpukan bersifat terbuka: semua orang melihatnya.</translation>
    </message>
    <message>
        <source>A player who takes the new card must use it at once in a legal group, exposed on the table. It cannot be kept hidden for later.</source>
        <translation>Pemain yang mengambil kartu baru harus langsung memakainya dalam kelompok yang sah, yang dibuka di meja. Kartu itu tidak boleh disimpan tersembunyi untuk nanti.</translation>
    </message>
    <message>
        <source>If nobody takes a drawn card, it counts as discarded and the other players get another chance to claim it.</source>
        <translation>Jika tak seorang pun mengambil kartu yang ditarik, kartu itu dihitung sebagai buangan dan para pemain lain mendapat kesempatan lagi untuk mengklaimnya.</translation>
    </message>
    <message>
        <source>After grouping the new card, a player whose 21 cards are all grouped wins, and the deal ends.</source>
        <translation>Setelah mengelompokkan kartu baru, pemain yang ke-21 kartunya sudah terkelompok semua menang, dan babak berakhir.</translation>
    </message>
    <message>
        <source>Otherwise that player discards one card from their hidden hand, and play goes on.</source>
        <translation>Jika belum, pemain itu membuang satu kartu dari kartu tersembunyinya, dan permainan berlanjut.</translation>
    </message>
    <message>
        <source>Generals and flowers can never be discarded. Exposed groups can never be split or rearranged.</source>
        <translation>Jenderal dan bunga tidak pernah boleh dibuang. Kelompok terbuka tidak pernah boleh dipecah atau disusun ulang.</translation>
    </message>
    <message>
        <source>Claim priority</source>
        <translation>Prioritas klaim</translation>
    </message>
    <message>
        <source>When a card is drawn or discarded, each player in turn chooses &lt;i&gt;claim&lt;/i&gt; or &lt;i&gt;pass&lt;/i&gt;. The card is awarded only after every answer is in, so answering first gives no priority.</source>
        <translation>Setiap kali sebuah kartu ditarik atau dibuang, setiap pemain secara bergiliran memilih &lt;i&gt;klaim&lt;/i&gt; atau &lt;i&gt;pas&lt;/i&gt;. Kartu itu diberikan hanya setelah semua jawaban masuk, jadi menjawab lebih dulu tidak memberi prioritas.</translation>
    </message>
    <message>
        <source>Claims rank in this order, highest first:</source>
        <translation>Klaim diurutkan seperti ini, dari yang tertinggi:</translation>
    </message>
    <message>
        <source>The drawer&apos;s own win.</source>
        <translation>Kemenangan penarik sendiri.</translation>
    </message>
    <message>
        <source>Another player&apos;s win. If several players can win, the nearest in turn order wins.</source>
        <translation>Kemenangan pemain lain. Jika beberapa pemain bisa menang, yang terdekat dalam urutan giliran yang menang.</translation>
    </message>
    <message>
        <source>An identical triple or quad, by any player allowed to make it.</source>
        <translation>Tris atau kuartet kembar, oleh pemain mana pun yang boleh membuatnya.</translation>
    </message>
    <message>
        <source>The drawer&apos;s own group other than a pair: a command, field or soldier group, or a General or flower on its own.</source>
        <translation>Kelompok penarik sendiri selain pasangan: kelompok komando, medan, atau prajurit, atau Jenderal atau bunga yang berdiri sendiri.</translation>
    </message>
    <message>
        <source>The next player&apos;s mixed group.</source>
        <translation>Kelompok campuran milik pemain berikutnya.</translation>
    </message>
    <message>
        <source>Ties within a level follow normal turn order. Claims that do not win are restricted:</source>
        <translation>Klaim yang setingkat mengikuti urutan giliran biasa. Klaim yang tidak menang dibatasi:</translation>
    </message>
    <message>
        <source>The drawer may not use the new card to make a pair.</source>
        <translation>Penarik tidak boleh memakai kartu baru untuk membentuk pasangan.</translation>
    </message>
    <message>
        <source>Other players may claim only to make an identical triple or quad. The next player may also claim to make a mixed group of three or four cards.</source>
        <translation>Pemain lain hanya boleh mengklaim untuk membentuk tris atau kuartet kembar. Pemain berikutnya juga boleh mengklaim untuk membentuk kelompok campuran berisi tiga atau empat kartu.</translation>
    </message>
    <message>
        <source>None of these restrictions applies to a winning hand.</source>
        <translation>Tak satu pun dari batasan ini berlaku untuk tangan menang.</translation>
    </message>
    <message>
        <source>If nobody takes a drawn card, it is treated as the drawer&apos;s discard and claims are resolved again. Only when that discard is also unclaimed does the next player draw.</source>
        <translation>Jika tak seorang pun mengambil kartu yang ditarik, kartu itu dianggap sebagai buangan penarik dan klaim diselesaikan sekali lagi. Baru jika buangan itu juga tidak diklaim, pemain berikutnya menarik.</translation>
    </message>
    <message>
        <source>Scoring and end</source>
        <translation>Penilaian dan akhir</translation>
    </message>
    <message>
        <source>A win ends the deal and reveals the winner&apos;s remaining melds. The winner&apos;s melds score:</source>
        <translation>Kemenangan mengakhiri babak dan memperlihatkan sisa kelompok milik pemenang. Kelompok pemenang diberi nilai:</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Kelompok</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poin</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pasangan</translation>
    </message>
    <message>
        <source>Single General</source>
        <translation>Jenderal tunggal</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>Bunga</translation>
    </message>
    <message>
        <source>Identical triple</source>
        <translation>Tris kembar</translation>
    </message>
    <message>
        <source>Identical quad</source>
        <translation>Kuartet kembar</translation>
    </message>
    <message>
        <source>Command, field or soldier group</source>
        <translation>Kelompok komando, medan, atau prajurit</translation>
    </message>
    <message>
        <source>The result shows the winner&apos;s meld total; there is no regional cash settlement. If the stock runs out with no winner, the deal is a draw.</source>
        <translation>Hasil menunjukkan total nilai kelompok pemenang; tidak ada pembayaran uang menurut adat setempat. Jika tumpukan habis tanpa pemenang, babak berakhir seri.</translation>
    </message>
    <message>
        <source>The pack</source>
        <translation>Pak kartu</translation>
    </message>
    <message>
        <source>The variant played here uses 117 cards: 28 in each of the four colours, plus five flowers.</source>
        <translation>Varian yang dimainkan di sini memakai 117 kartu: 28 dalam setiap warna dari keempat warna, ditambah lima bunga.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Warna</translation>
    </message>
    <message>
        <source>Characters (four copies of each)</source>
        <translation>Tokoh (masing-masing empat lembar)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kartu</translation>
    </message>
    <message>
        <source>Red, Yellow</source>
        <translation>Merah, Kuning</translation>
    </message>
    <message>
        <source>帥 General, 仕 Advisor, 相 Elephant, 俥 Chariot, 傌 Horse, 炮 Cannon, 兵 Soldier</source>
        <translation>帥 Jenderal, 仕 Penasihat, 相 Gajah, 俥 Kereta, 傌 Kuda, 炮 Meriam, 兵 Prajurit</translation>
    </message>
    <message>
        <source>28 each</source>
        <translation>masing-masing 28</translation>
    </message>
    <message>
        <source>Green, White</source>
        <translation>Hijau, Putih</translation>
    </message>
    <message>
        <source>將 General, 士 Advisor, 象 Elephant, 車 Chariot, 馬 Horse, 包 Cannon, 卒 Soldier</source>
        <translation>將 Jenderal, 士 Penasihat, 象 Gajah, 車 Kereta, 馬 Kuda, 包 Meriam, 卒 Prajurit</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>Bunga</translation>
    </message>
    <message>
        <source>Five different flowers, one card each: 梅 plum, 蘭 orchid, 蓮 lotus, 菊 chrysanthemum, 桃 peach</source>
        <translation>Lima bunga berbeda, masing-masing satu kartu: 梅 plum, 蘭 anggrek, 蓮 teratai, 菊 krisan, 桃 persik</translation>
    </message>
    <message>
        <source>The two sets of characters name the same roles. Cards match by colour and role, whichever character they show.</source>
        <translation>Kedua set aksara itu menamai peran yang sama. Kartu dicocokkan menurut warna dan peran, aksara mana pun yang tertera.</translation>
    </message>
    <message>
        <source>Rule clarifications</source>
        <translation>Penjelasan aturan</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal.&lt;/b&gt; Everybody, the dealer included, is dealt 20 cards; the dealer does not start with 21. The remaining 37 cards (117 − 80) form the stock.</source>
        <translation>&lt;b&gt;Pembagian.&lt;/b&gt; Semua pemain, termasuk bandar, dibagi 20 kartu; bandar tidak memulai dengan 21. Sisa 37 kartu (117 − 80) menjadi tumpukan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;What a win counts.&lt;/b&gt; Your hidden hand, your exposed groups and the new card make 21 cards, and all 21 must split into legal melds. Your hidden cards may be grouped in any way; exposed groups stay as they are.</source>
        <translation>&lt;b&gt;Apa yang dihitung saat menang.&lt;/b&gt; Kartu tersembunyi Anda, kelompok terbuka Anda, dan kartu baru berjumlah 21 kartu, dan ke-21 kartu itu harus terbagi habis menjadi kelompok yang sah. Kartu tersembunyi boleh dikelompokkan dengan cara apa pun; kelompok terbuka tetap seperti adanya.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Generals in a win.&lt;/b&gt; A General may count as a single-card group or as part of a command group, whichever lets the hand win. Generals never form pairs or triples.</source>
        <translation>&lt;b&gt;Jenderal dalam kemenangan.&lt;/b&gt; Jenderal boleh dihitung sebagai kelompok satu kartu atau sebagai bagian kelompok komando, mana saja yang membuat tangan menang. Jenderal tidak pernah membentuk pasangan atau tris.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Soldiers.&lt;/b&gt; Pairs and triples of identical Soldiers (same colour) are legal identical groups.</source>
        <translation>&lt;b&gt;Prajurit.&lt;/b&gt; Pasangan dan tris Prajurit kembar (warna sama) adalah kelompok kembar yang sah.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn General or flower.&lt;/b&gt; It can never become a discard: the drawer must take it, as a single-card group or, for a General, in a command group if the drawer prefers. Another player&apos;s &lt;i&gt;winning&lt;/i&gt; claim on it still ranks higher. Nobody else can claim a General or a flower except to win.</source>
        <translation>&lt;b&gt;Jenderal atau bunga yang ditarik.&lt;/b&gt; Kartu itu tidak pernah bisa menjadi buangan: penarik wajib mengambilnya, sebagai kelompok satu kartu atau, untuk Jenderal, dalam kelompok komando jika penarik lebih suka. Klaim &lt;i&gt;menang&lt;/i&gt; pemain lain atas kartu itu tetap lebih tinggi. Tak seorang pun selain penarik boleh mengklaim Jenderal atau bunga kecuali untuk menang.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ties.&lt;/b&gt; For a drawn card, turn order for ties counts from the drawer; for a discard, from the seat after the discarder. Nobody claims their own discard.</source>
        <translation>&lt;b&gt;Klaim setingkat.&lt;/b&gt; Untuk kartu yang ditarik, urutan giliran dihitung dari penarik; untuk buangan, dari pemain sesudah pembuang. Tak seorang pun boleh mengklaim buangannya sendiri.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Claims on a discard.&lt;/b&gt; Only three levels exist: another player&apos;s win, an identical triple or quad, and the next player&apos;s mixed group. A claim that does not win never completes a pair.</source>
        <translation>&lt;b&gt;Klaim atas buangan.&lt;/b&gt; Hanya ada tiga tingkat: kemenangan pemain lain, tris atau kuartet kembar, dan kelompok campuran pemain berikutnya. Klaim yang tidak menang tidak pernah melengkapi pasangan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Quads.&lt;/b&gt; After claiming a quad, the claimant holds 21 cards and discards down to 20. A card can never be added to an exposed group later.</source>
        <translation>&lt;b&gt;Kuartet.&lt;/b&gt; Setelah mengklaim kuartet, pengklaim memegang 21 kartu dan membuang hingga tinggal 20. Kartu tidak pernah bisa ditambahkan ke kelompok terbuka belakangan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No dead ends.&lt;/b&gt; A claim that would leave a player who has not won with no legal discard (only Generals and flowers left hidden) is not offered.</source>
        <translation>&lt;b&gt;Tidak ada jalan buntu.&lt;/b&gt; Klaim yang akan membuat pemain yang belum menang tidak punya kartu yang boleh dibuang (hanya tersisa Jenderal dan bunga yang tersembunyi) tidak ditawarkan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who plays next.&lt;/b&gt; After a claim, the claimant discards and the player after the claimant moves next. When a discard goes unclaimed, the player after the discarder draws.</source>
        <translation>&lt;b&gt;Siapa yang jalan berikutnya.&lt;/b&gt; Setelah klaim, pengklaim membuang kartu dan pemain sesudah pengklaim mendapat giliran berikutnya. Jika buangan tidak diklaim, pemain sesudah pembuang menarik.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Direction of play.&lt;/b&gt; Play runs anticlockwise: you, then the player on your right, the player across and the player on your left. Claim prompts and ties follow the same order.</source>
        <translation>&lt;b&gt;Arah permainan.&lt;/b&gt; Permainan berjalan berlawanan arah jarum jam: Anda, lalu pemain di kanan Anda, pemain di seberang, dan pemain di kiri Anda. Pertanyaan klaim dan klaim setingkat mengikuti urutan yang sama.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoring details.&lt;/b&gt; Identical groups score only as triples and quads; pairs score nothing. Command, field and soldier groups score zero, and a General inside a command group does not earn the single-General point. No minimum score is needed to win.</source>
        <translation>&lt;b&gt;Rincian penilaian.&lt;/b&gt; Kelompok kembar hanya bernilai sebagai tris dan kuartet; pasangan tidak bernilai. Kelompok komando, medan, dan prajurit bernilai nol, dan Jenderal di dalam kelompok komando tidak mendapat poin Jenderal tunggal. Tidak ada nilai minimum untuk menang.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A drawn deal.&lt;/b&gt; The deal is drawn only after the claims on the last drawn card, and on its discard, have been resolved.</source>
        <translation>&lt;b&gt;Babak seri.&lt;/b&gt; Babak berakhir seri hanya setelah klaim atas kartu terakhir yang ditarik, dan atas buangannya, sudah diselesaikan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fair claims.&lt;/b&gt; The AI players claim and are ranked exactly as you are. You are asked for your answer before any AI answer is revealed.</source>
        <translation>&lt;b&gt;Klaim yang adil.&lt;/b&gt; Pemain AI mengklaim dan diurutkan persis seperti Anda. Jawaban Anda ditanyakan sebelum jawaban AI mana pun diperlihatkan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;120 or 117 cards.&lt;/b&gt; The lobby shows 120 cards, the size of the traditional pack; the variant played here uses 117 of them.</source>
        <translation>&lt;b&gt;120 atau 117 kartu.&lt;/b&gt; Lobi menampilkan 120 kartu, ukuran pak tradisional; varian yang dimainkan di sini memakai 117 di antaranya.</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Jenderal</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Penasihat</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Gajah</translation>
    </message>
    <message>
        <source>Chariot</source>
        <translation>Kereta</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Kuda</translation>
    </message>
    <message>
        <source>Cannon</source>
        <translation>Meriam</translation>
    </message>
    <message>
        <source>Soldier</source>
        <translation>Prajurit</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Merah</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Kuning</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Hijau</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Putih</translation>
    </message>
    <message>
        <source>梅 Plum</source>
        <translation>梅 Plum</translation>
    </message>
    <message>
        <source>蘭 Orchid</source>
        <translation>蘭 Anggrek</translation>
    </message>
    <message>
        <source>蓮 Lotus</source>
        <translation>蓮 Teratai</translation>
    </message>
    <message>
        <source>菊 Chrysanthemum</source>
        <translation>菊 Krisan</translation>
    </message>
    <message>
        <source>桃 Peach</source>
        <translation>桃 Persik</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>you</source>
        <comment>the player, in running text</comment>
        <translation>Anda</translation>
    </message>
    <message>
        <source>Right AI</source>
        <comment>the AI seated on the player&apos;s right, in running text</comment>
        <translation>AI kanan</translation>
    </message>
    <message>
        <source>Across AI</source>
        <comment>the AI seated across from the player, in running text</comment>
        <translation>AI seberang</translation>
    </message>
    <message>
        <source>Left AI</source>
        <comment>the AI seated on the player&apos;s left, in running text</comment>
        <translation>AI kiri</translation>
    </message>
    <message>
        <source>the AI</source>
        <comment>the player&apos;s only opponent (two at the table), in running text</comment>
        <translation>AI</translation>
    </message>
    <message>
        <source>You</source>
        <comment>the player, standing alone (a heading, a badge)</comment>
        <translation>Anda</translation>
    </message>
    <message>
        <source>Right AI</source>
        <comment>the AI seated on the player&apos;s right, standing alone</comment>
        <translation>AI kanan</translation>
    </message>
    <message>
        <source>Across AI</source>
        <comment>the AI seated across from the player, standing alone</comment>
        <translation>AI seberang</translation>
    </message>
    <message>
        <source>Left AI</source>
        <comment>the AI seated on the player&apos;s left, standing alone</comment>
        <translation>AI kiri</translation>
    </message>
    <message>
        <source>The AI</source>
        <comment>the player&apos;s only opponent, standing alone</comment>
        <translation>AI</translation>
    </message>
    <message>
        <source>You</source>
        <comment>short seat label on a plate or badge</comment>
        <translation>Anda</translation>
    </message>
    <message>
        <source>Right</source>
        <comment>short label of the AI on the player&apos;s right (plates, badges)</comment>
        <translation>Kanan</translation>
    </message>
    <message>
        <source>Across</source>
        <comment>short label of the AI across from the player (plates, badges)</comment>
        <translation>Seberang</translation>
    </message>
    <message>
        <source>Left</source>
        <comment>short label of the AI on the player&apos;s left (plates, badges)</comment>
        <translation>Kiri</translation>
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
        <translation>Pintasan keyboard</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tombol</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Fungsinya</translation>
    </message>
</context>
<context>
    <name>SisepaiTable</name>
    <message>
        <source>Claim the {card} — which group?</source>
        <translation>Klaim {card} — untuk kelompok mana?</translation>
    </message>
    <message>
        <source>&amp;Group</source>
        <translation>Su&amp;sun</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Susun</translation>
    </message>
    <message>
        <source>Order your hand by its best melds, with gaps between them</source>
        <translation>Urutkan kartu Anda menurut kelompok terbaiknya, dengan jarak di antaranya</translation>
    </message>
    <message>
        <source>&amp;Win!</source>
        <translation>&amp;Menang!</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Take the card: all your cards form melds</source>
        <translation>Ambil kartunya: semua kartu Anda membentuk kelompok</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pas</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Let the card go</source>
        <translation>Biarkan kartunya lewat</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>&amp;Claim…</source>
        <translation>&amp;Klaim…</translation>
    </message>
    <message>
        <source>Choose which of your cards to group with it</source>
        <translation>Pilih kartu Anda yang akan dikelompokkan dengannya</translation>
    </message>
    <message>
        <source>&amp;Claim</source>
        <translation>&amp;Klaim</translation>
    </message>
    <message>
        <source>Take the card into an exposed group</source>
        <translation>Ambil kartunya ke dalam kelompok terbuka</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Klaim</translation>
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
        <translation>Ambil sebagai {meld}</translation>
    </message>
    <message>
        <source>{meld} with {cards}</source>
        <translation>{meld} dengan {cards}</translation>
    </message>
    <message>
        <source>Hint: discard the {card}</source>
        <translation>Petunjuk: buang {card}</translation>
    </message>
    <message>
        <source>Hint: you can win — press Win!</source>
        <translation>Petunjuk: Anda bisa menang — tekan Menang!</translation>
    </message>
    <message>
        <source>Hint: claim — {claim}</source>
        <translation>Petunjuk: klaim — {claim}</translation>
    </message>
    <message>
        <source>Hint: pass</source>
        <translation>Petunjuk: pas</translation>
    </message>
    <message>
        <source>Click the {card} again (or press Enter) to discard it</source>
        <translation>Klik {card} sekali lagi (atau tekan Enter) untuk membuangnya</translation>
    </message>
    <message>
        <source>Your discard: click a card, then click it again — or drag it to the table</source>
        <translation>Giliran Anda membuang: klik sebuah kartu, lalu klik sekali lagi — atau seret ke meja</translation>
    </message>
    <message>
        <source>{seat} is choosing a discard…</source>
        <translation>{seat} sedang memilih kartu buangan…</translation>
    </message>
    <message>
        <source>You drew the {card}: you cannot use it. {seat} is deciding…</source>
        <translation>Anda menarik {card}: kartu itu tidak berguna bagi Anda. {seat} sedang menimbang…</translation>
    </message>
    <message>
        <source>The {card} is of no use to you. {seat} is deciding…</source>
        <translation>{card} tidak berguna bagi Anda. {seat} sedang menimbang…</translation>
    </message>
    <message>
        <source>{seat} is deciding about the {card}…</source>
        <translation>{seat} sedang menimbang {card}…</translation>
    </message>
    <message>
        <source>You drew the {card}: you must take it — and it wins!</source>
        <translation>Anda menarik {card}: Anda wajib mengambilnya — dan itu membuat Anda menang!</translation>
    </message>
    <message>
        <source>You drew the {card}: you must take it</source>
        <translation>Anda menarik {card}: Anda wajib mengambilnya</translation>
    </message>
    <message>
        <source>You drew the {card}: win with it, take it into a group, or pass</source>
        <translation>Anda menarik {card}: menang dengannya, ambil ke dalam kelompok, atau pas</translation>
    </message>
    <message>
        <source>You drew the {card}: win with it or pass</source>
        <translation>Anda menarik {card}: menang dengannya atau pas</translation>
    </message>
    <message>
        <source>You drew the {card}: take it or pass</source>
        <translation>Anda menarik {card}: ambil atau pas</translation>
    </message>
    <message>
        <source>You drew the {card}: you cannot use it — Pass</source>
        <translation>Anda menarik {card}: kartu itu tidak berguna bagi Anda — Pas</translation>
    </message>
    <message>
        <source>Win with it, claim it, or pass</source>
        <translation>Menang dengannya, klaim, atau pas</translation>
    </message>
    <message>
        <source>Win with it or pass</source>
        <translation>Menang dengannya atau pas</translation>
    </message>
    <message>
        <source>Claim it or pass</source>
        <translation>Klaim atau pas</translation>
    </message>
    <message>
        <source>It is of no use to you — Pass</source>
        <translation>Kartu itu tidak berguna bagi Anda — Pas</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: win with it, claim it, or pass</source>
        <translation>{seat} menarik {card}: menang dengannya, klaim, atau pas</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: win with it or pass</source>
        <translation>{seat} menarik {card}: menang dengannya atau pas</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: claim it or pass</source>
        <translation>{seat} menarik {card}: klaim atau pas</translation>
    </message>
    <message>
        <source>{seat} drew the {card}: it is of no use to you — Pass</source>
        <translation>{seat} menarik {card}: kartu itu tidak berguna bagi Anda — Pas</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: win with it, claim it, or pass</source>
        <translation>{seat} membuang {card}: menang dengannya, klaim, atau pas</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: win with it or pass</source>
        <translation>{seat} membuang {card}: menang dengannya atau pas</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: claim it or pass</source>
        <translation>{seat} membuang {card}: klaim atau pas</translation>
    </message>
    <message>
        <source>{seat} discarded the {card}: it is of no use to you — Pass</source>
        <translation>{seat} membuang {card}: kartu itu tidak berguna bagi Anda — Pas</translation>
    </message>
    <message>
        <source>A draw: the stock is exhausted</source>
        <translation>Seri: tumpukan sudah habis</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Anda menang!</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} menang</translation>
    </message>
    <message>
        <source>Nobody grouped all 21 cards before the stock ran out.</source>
        <translation>Tak seorang pun berhasil mengelompokkan ke-21 kartunya sebelum tumpukan habis.</translation>
    </message>
    <message>
        <source>Won with the {card}, drawn by {seat}.</source>
        <translation>Menang dengan {card}, ditarik oleh {seat}.</translation>
    </message>
    <message>
        <source>Won with the {card}, discarded by {seat}.</source>
        <translation>Menang dengan {card}, dibuang oleh {seat}.</translation>
    </message>
    <message>
        <source>exposed</source>
        <translation>terbuka</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>tersembunyi</translation>
    </message>
    <message>
        <source>{cards} ({where}) — {points} pt</source>
        <translation>{cards} ({where}) — {points} poin</translation>
    </message>
    <message>
        <source>{meld} ({where}): {cards} — {points} pt</source>
        <translation>{meld} ({where}): {cards} — {points} poin</translation>
    </message>
    <message numerus="yes">
        <source>Total: {points} points</source>
        <translation>
            <numerusform>Total: {points} poin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seat} · {count} cards</source>
        <translation>
            <numerusform>{seat} · {count} kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}&apos;s hidden cards: {count}</source>
        <translation>Kartu tersembunyi {seat}: {count}</translation>
    </message>
    <message numerus="yes">
        <source>{seat} wins · {points} points</source>
        <translation>
            <numerusform>{seat} menang · {points} poin</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}: exposed groups: {count}</source>
        <translation>{seat}: kelompok terbuka: {count}</translation>
    </message>
    <message>
        <source>{seat}: discards: {count}</source>
        <translation>{seat}: buangan: {count}</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <translation>Tumpukan · {count}</translation>
    </message>
    <message>
        <source>Stock, cards: {count}</source>
        <translation>Tumpukan, kartu: {count}</translation>
    </message>
    <message>
        <source>You drew</source>
        <translation>Anda menarik</translation>
    </message>
    <message>
        <source>Your discard</source>
        <translation>Buangan Anda</translation>
    </message>
    <message>
        <source>Drawn by {seat}</source>
        <translation>Ditarik oleh {seat}</translation>
    </message>
    <message>
        <source>Discarded by {seat}</source>
        <translation>Dibuang oleh {seat}</translation>
    </message>
    <message>
        <source>Drop your discard here</source>
        <translation>Letakkan kartu buangan Anda di sini</translation>
    </message>
    <message>
        <source>Your hand, cards: {count}</source>
        <translation>Kartu di tangan Anda: {count}</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>&amp;Back to lobby</source>
        <translation>Kembali ke &amp;lobi</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>Tingkat AI</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>Hasil Anda</translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln deals: green won, pale green won with take-backs, red lost, grey drawn; the gold line is your share of wins so far.</source>
        <translation>
            <numerusform>%Ln babak terakhir: hijau menang, hijau muda menang dengan batal langkah, merah kalah, abu-abu seri; garis emas adalah persentase kemenangan Anda sejauh ini.</numerusform>
        </translation>
    </message>
    <message>
        <source>Past deals</source>
        <translation>Babak sebelumnya</translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln finished deals, newest first; Enter watches one again</source>
        <translation>
            <numerusform>%Ln babak terakhir yang selesai, terbaru di atas; Enter untuk menonton ulang</numerusform>
        </translation>
    </message>
    <message>
        <source>The deals you finish are kept here, to watch again.</source>
        <translation>Babak yang Anda selesaikan disimpan di sini, untuk ditonton ulang.</translation>
    </message>
    <message>
        <source>&amp;Watch again</source>
        <translation>&amp;Tonton ulang</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Semua tingkat</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Babak dimainkan</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Won with take-backs</source>
        <translation>Menang dengan batal langkah</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kalah</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Seri</translation>
    </message>
    <message>
        <source>Share of wins</source>
        <translation>Persentase menang</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Rekor menang beruntun saat ini</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Rekor menang beruntun terbaik</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Tangan terbaik</translation>
    </message>
    <message>
        <source>Average total of your wins</source>
        <translation>Rata-rata total kemenangan Anda</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <comment>an MCR hand&apos;s points (fan)</comment>
        <translation>
            <numerusform>%Ln poin</numerusform>
        </translation>
    </message>
    <message>
        <source>Yes, reset</source>
        <translation>Ya, atur ulang</translation>
    </message>
    <message>
        <source>&amp;Reset statistics</source>
        <translation>&amp;Atur ulang statistik</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Biarkan saja</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>Belum ada babak yang dimainkan.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Back to lobby</source>
        <translation>Kembali ke lobi</translation>
    </message>
    <message>
        <source>&amp;Back to lobby</source>
        <translation>Kembali k&amp;e lobi</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Petun&amp;juk</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Petunjuk</translation>
    </message>
    <message>
        <source>Ask the strong AI what it would play</source>
        <translation>Tanya AI yang kuat apa yang akan dimainkannya</translation>
    </message>
    <message>
        <source>AI level</source>
        <translation>Tingkat AI</translation>
    </message>
    <message>
        <source>The AI&apos;s strength, from the next deal</source>
        <translation>Kekuatan AI, mulai babak berikutnya</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>L&amp;ihat hasil lagi</translation>
    </message>
    <message>
        <source>Show the results again</source>
        <translation>Lihat hasil lagi</translation>
    </message>
    <message>
        <source>Show the results of the deal again</source>
        <translation>Tampilkan lagi hasil babak ini</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Meja kartu</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>AI le&amp;vel:</source>
        <translation>Tin&amp;gkat AI:</translation>
    </message>
    <message>
        <source>Tak&amp;e back</source>
        <translation>Batalkan langka&amp;h</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Batalkan langkah</translation>
    </message>
    <message>
        <source>Return to your previous decision (Ctrl+Z)</source>
        <translation>Kembali ke keputusan Anda sebelumnya (Ctrl+Z)</translation>
    </message>
</context>
<context>
    <name>TakeBackWords</name>
    <message numerus="yes">
        <source>You took back %n move(s) in this deal: a win counts apart, outside your streaks.</source>
        <translation>
            <numerusform>Anda membatalkan %n langkah di babak ini: kemenangan dihitung terpisah, di luar rentetan menang.</numerusform>
        </translation>
    </message>
</context>
</TS>
