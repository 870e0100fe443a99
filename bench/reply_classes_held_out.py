"""The held-out half of the classes of issue 41 (tests/mail/reading_classes.py): built the same
way, kept out of the tests, measured by bench/bench_reply_classes.py only. Do not make a test
of these: the figure is worth something only while nothing was fitted to them."""

from __future__ import annotations

from tests.mail.reading_classes import Chatter, Sentence

HELD_OUT: list[Chatter | Sentence] = [
    # above
    Chatter("above", "Ahoj všichni, posílám svůj tah na toto kolo:", lang="cs"),
    Chatter("above", "Here goes nothing:"),
    Chatter("above", "Promiňte, že to trvalo, měli jsme doma nemocné děti.", lang="cs"),
    Chatter("above", "After a lot of thinking I went with this one:"),
    Chatter("above", "No tak jo, zkusím to takhle.", lang="cs"),
    Chatter("above", "Thanks for waiting on me, everybody!"),
    # below
    Chatter("below", below="Have a great weekend, folks."),
    Chatter("below", below="Držte mi palce!", lang="cs"),
    Chatter("below", below="This game is getting interesting :)"),
    Chatter("below", below="Tentokrát vás porazím, uvidíte.", lang="cs"),
    Chatter("below", below="Let me know if I got the format wrong."),
    Chatter("below", below="Sakra, to bude těsné.", lang="cs"),
    # closing and greetings
    Chatter("closing", below="Zdravím z Brna", lang="cs"),
    Chatter("closing", below="Grüße aus Bonn"),
    Chatter("closing", below="Mit freundlichem Gruß"),
    Chatter("closing", "Hoi Jan,"),
    Chatter("closing", below="Pěkný den přeju", lang="cs"),
    Chatter("closing", below="よろしくお願いします。"),
    Chatter("closing", below="Hyvää päivänjatkoa"),
    Chatter("closing", "Bonjour à tous,"),
    Chatter("closing", below="Ciao a tutti, alla prossima"),
    Chatter("closing", below="All the best from Leeds"),
    # signatures and names
    Chatter("signature", below="/Peter"),
    Chatter("signature", below="-Karel van der Berg"),
    Chatter("signature", below="M.", lang="cs"),
    Chatter("signature", below="Pepa", lang="cs"),
    Chatter("signature", below="Ing. Tomáš Svoboda\nÚstí nad Orlicí", lang="cs"),
    Chatter("signature", below="John Smith | Senior Analyst\n+44 20 7946 0958"),
    # gateways
    Chatter("gateway", "[EXTERNAL EMAIL] Do not click links or open attachments unless you "
            "recognize the sender."),
    Chatter("gateway", below="CONFIDENTIALITY NOTICE: The contents of this email message are "
            "intended for the recipient only and may contain privileged information. If you "
            "received it in error, delete it and notify us at once."),
    Chatter("gateway", "UPOZORNĚNÍ: Tato zpráva pochází od odesílatele mimo organizaci. Buďte "
            "opatrní při otevírání odkazů.", lang="cs"),
    Chatter("gateway", below="Obsah této zprávy má výlučně komunikační charakter a nepředstavuje "
            "návrh na uzavření smlouvy.", lang="cs"),
    Chatter("gateway", "This message was sent from outside the company. Please be cautious."),
    # the move inside a sentence
    Sentence("sentence", "westernpoly", "Jo, beru, koupit prosím.", "koupit"),
    Sentence("sentence", "goofspiel", "I bid 6 this round, thanks", "bid 6", "en"),
    Sentence("sentence", "westernpoly", "Ok then, buy.", "buy", "en"),
    Sentence("sentence", "1926", "Tak tedy velká Praha, ať to stojí za to.", "velká Praha"),
    Sentence("sentence", "goofspiel", "Dávám 6, víc nemám.", "přihazuji 6"),
    Sentence("sentence", "1926", "Right, large Praha it is.", "large Praha", "en"),
    Sentence("sentence", "westernpoly", "No nic, kupuji.", "koupit"),
    # Czech forms
    Sentence("czech", "westernpoly", "Prodávám Modré podkově", "prodat Modrá podkova",
             position="owner"),
    Sentence("czech", "westernpoly", "kupuji", "koupit"),
    Sentence("czech", "westernpoly", "prodat Modrou Podkovu", "prodat Modrá podkova",
             position="owner"),
    Sentence("czech", "goofspiel", "přihodím 6", "přihazuji 6"),
    Sentence("czech", "1926", "velkou pyramidku v Praze", "velká Praha"),
    Sentence("czech", "westernpoly", "koupím", "koupit"),
    # this, not that
    Sentence("contrast", "westernpoly", "Buy it, not pass", "buy", "en"),
    Sentence("contrast", "goofspiel", "přihazuji 6, ne 11", "přihazuji 6"),
    Sentence("contrast", "1926", "velkou do Prahy, ne malou", "velká Praha"),
    Sentence("contrast", "1926", "Do Plzne ne, velkou do Prahy", "velká Praha"),
    Sentence("contrast", "1926", "Zvažoval jsem malou v Olomouci, ale nakonec velká Praha.",
             "velká Praha"),
    Sentence("contrast", "goofspiel", "I thought about 12 but I'll bid 6.", "bid 6", "en"),
    Sentence("contrast", "1926", "Large Praha, not Brno", "large Praha", "en"),
    Sentence("contrast", "goofspiel", "Šestku, ne desítku.", "přihazuji 6"),
    Sentence("contrast", "westernpoly", "Buy, don't pass.", "buy", "en"),
    # WesternPoly's verbs
    Sentence("verbs", "westernpoly", "Tentokrát ne, díky.", "nekupovat"),
    Sentence("verbs", "westernpoly", "Nechcem, ďakujem.", "nekupovat"),
    Sentence("verbs", "westernpoly", "Kúpil by som to.", "koupit"),
    Sentence("verbs", "westernpoly", "Beriem.", "koupit"),
    Sentence("verbs", "westernpoly", "Beru Chatrc u Hnedaka", "koupit"),
    Sentence("verbs", "westernpoly", "neberu", "nekupovat"),
    Sentence("verbs", "westernpoly", "Kupujeme!", "koupit"),
    Sentence("verbs", "westernpoly", "Teď ne.", "nekupovat"),
    Sentence("verbs", "westernpoly", "OK, I'll take it!", "buy", "en"),
    # 1926's regions
    Sentence("regions", "1926", "velkou na Olomoucko", "velká Olomouc"),
    Sentence("regions", "1926", "velka do Plzenskeho kraje", "velká Plzeň"),
    Sentence("regions", "1926", "Brno dávám velkou", "velká Brno"),
    Sentence("regions", "1926", "malú do Brna", "malá Brno"),
    Sentence("regions", "1926", "A big one in Brno, please", "large Brno", "en"),
    Sentence("regions", "1926", "střední na Liberecku", "střední Liberec"),
    Sentence("regions", "1926", "velkou na Opavsko", "velká Opava"),
    Sentence("regions", "1926", "Small one in Prague", "small Praha", "en"),
    # Goofspiel's cards by name
    Sentence("cards", "goofspiel", "Hraju osmičku.", "přihazuji 8"),
    Sentence("cards", "goofspiel", "Jdu do toho s desítkou.", "přihazuji 10"),
    Sentence("cards", "goofspiel", "I'll go with the eight.", "bid 8", "en"),
    Sentence("cards", "goofspiel", "Zkusím to s pětkou.", "přihazuji 5"),
    Sentence("cards", "goofspiel", "hraju desitku", "přihazuji 10"),
    Sentence("cards", "goofspiel", "Dávam šestku.", "přihazuji 6"),
    # signature blocks
    Chatter("block", below="Eva Nová\nREALITY Nová – Koupit. Prodat. Bydlet.", lang="cs"),
    Chatter("block", below="Martin Král\nMalá Strana 12, Praha", lang="cs"),
    Chatter("block", below="Karel\n13", lang="cs"),
    Chatter("block", below="Regards,\nJane Doe\nBid Management Ltd., Brno"),
    Chatter("block", below="Mit freundlichen Grüßen\nKlaus Weber\nGroße Straße 6, Pilsen"),
    Chatter("block", below="Ing. Petra Dlouhá\nprodej a koupě nemovitostí\ntel. 603 111 222",
            lang="cs"),
    # the second review (kept aside: never run by a test)
    Sentence("greeting_verb", "1926", "Zdravím, umístím velkou do Prahy", "velká Praha"),
    Sentence("greeting_verb", "1926", "Dobrý den, pokládám velkou do Prahy.", "velká Praha"),
    Sentence("greeting_verb", "1926", "Hello, placing a large in Prague.", "large Praha", "en"),
    Sentence("greeting_verb", "1926", "Ahoj, dávam veľkú do Prahy", "velká Praha"),
    Sentence("refused_verb", "westernpoly", "Nebudu to kupovat, díky.", "nekupovat"),
    Sentence("refused_verb", "westernpoly", "Ne, spíš počkám na něco lepšího.", "nekupovat"),
    Sentence("refused_verb", "westernpoly", "We will not buy it.", "pass", "en"),
    Sentence("refused_verb", "westernpoly", "Nekúpim to.", "nekupovat"),
    Sentence("question", "westernpoly", "Kupuji. Bobe, prodal bys mi Kaktusovou?", "koupit"),
    Sentence("question", "westernpoly", "Buy. Ann, want to sell me the train?", "buy", "en"),
    Sentence("number", "goofspiel", "Zkusím 6, snad to vyjde.", "přihazuji 6"),
    Sentence("number", "goofspiel", "Let's try 6 this round.", "bid 6", "en"),
    Sentence("number", "goofspiel", "Hrám šestku.", "přihazuji 6"),
    Sentence("number", "goofspiel", "Ich setze die Sechs.", "bid 6", "en"),
    Sentence("yes_no", "westernpoly", "Jj", "koupit"),
    Sentence("yes_no", "westernpoly", "Ani náhodou.", "nekupovat"),
    Sentence("yes_no", "westernpoly", "Sure thing.", "buy", "en"),
    Sentence("yes_no", "westernpoly", "Nope.", "pass", "en"),
    Sentence("yes_no", "westernpoly", "Ja, kaufen.", "koupit"),
    Sentence("typo", "westernpoly", "kupji", "koupit"),
    Sentence("typo", "goofspiel", "pprihazuji 6", "přihazuji 6"),
]
