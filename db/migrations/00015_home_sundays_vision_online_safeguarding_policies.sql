-- The first version of the pages' own texts: the site as it was before the church could edit them.
insert into content_documents (key) values ('home');
insert into content_versions (key, version, content, origin) values ('home', 1, $json${
  "ourStory": "Cray Community Church began in 1987, when a handful of families started meeting for prayer in a front room in St Paul’s Cray. Within a few years they had outgrown it and moved into the church hall we still call home.\n\nNearly forty years on we are a mixed, multi-generational family from many backgrounds: some have followed Jesus for decades, others are just starting to ask questions. None of us has it all together, and that is rather the point.",
  "serviceQuote": "A lively friendly church where imperfect people follow Jesus. Come as you are.",
  "testimonial": {
    "quote": "From the moment we walked in we were made to feel part of the family. The teaching is real and down to earth, the kids love Sunday mornings, and the tea and cake afterwards are the best in Kent!",
    "reviewer": "Jo and Chris",
    "source": "Google review"
  }
}$json$, 'first');

insert into content_documents (key) values ('sundays');
insert into content_versions (key, version, content, origin) values ('sundays', 1, $json${
  "timetable": {
    "churchOpens": {
      "label": "Church open",
      "detail": "Doors open for a warm welcome and a quiet seat."
    },
    "service": {
      "label": "Service",
      "detail": "Worship, prayer, a Bible talk and Kids’ Church."
    },
    "refreshments": {
      "label": "Tea, coffee & cake",
      "detail": "Stay on and chat; everyone is welcome."
    }
  },
  "features": [
    {
      "title": "Lively worship",
      "text": "Modern songs and some old favourites, led by our band. Sing your heart out or simply listen: both are fine.",
      "artwork": "/images/cards/music.svg"
    },
    {
      "title": "Kids’ Church",
      "text": "Children start in the service with their families, then head out for their own age-group activities with our trained, DBS-checked team.",
      "artwork": "/images/teams/kids.svg"
    },
    {
      "title": "Tea, coffee & cake",
      "text": "Stay after the service from {refreshments} for a hot drink, a slice of homemade cake and a good chat.",
      "artwork": "/images/community/warm-space.svg"
    }
  ],
  "whatToExpect": [
    "A warm welcome at the door from our Welcome Team, from {church opens}.",
    "A service of {service length}: sung worship, prayer, a Bible reading and a down-to-earth talk.",
    "Relaxed, everyday clothes. Come as you are.",
    "Nobody will put you on the spot: you will not be asked to stand up, speak or give money.",
    "Communion on the first Sunday of the month, open to all who love and trust Jesus.",
    "Refreshments from {refreshments}, and people who are genuinely glad to meet you."
  ],
  "faqs": [
    {
      "question": "What should I wear?",
      "answer": "Whatever you feel comfortable in. Most people wear jeans or casual clothes; some like to dress up. Nobody minds either way."
    },
    {
      "question": "Is there something for my children?",
      "answer": "Yes. Children are welcome in the whole service, and there are Kids’ Church groups for ages 3 to 11 during the talk, plus a baby-and-toddler corner with toys. All our leaders are DBS checked."
    },
    {
      "question": "When should I arrive, and how long does it last?",
      "answer": "The service starts at {service starts} and runs for {service length}. We recommend arriving {arrive early} so you can grab a seat and a drink; the church is open from {church opens}."
    },
    {
      "question": "Is the building accessible, and where can I park?",
      "answer": "The hall has step-free access, an accessible toilet and a hearing loop. {parking}"
    }
  ]
}$json$, 'first');

insert into content_documents (key) values ('vision');
insert into content_versions (key, version, content, origin) values ('vision', 1, $json${
  "visionLines": [
    "To love God with all that we are.",
    "To follow Jesus together as imperfect people.",
    "To surrender ourselves to the work of the Holy Spirit.",
    "To serve our neighbours in St Paul's Cray and beyond."
  ],
  "scriptures": [
    {
      "text": "Love the Lord your God with all your heart and with all your soul and with all your mind… Love your neighbour as yourself.",
      "reference": "Matthew 22:37–39"
    },
    {
      "text": "Come to me, all you who are weary and burdened, and I will give you rest.",
      "reference": "Matthew 11:28"
    },
    {
      "text": "Offer your bodies as a living sacrifice, holy and pleasing to God – this is your true and proper worship.",
      "reference": "Romans 12:1"
    },
    {
      "text": "For even the Son of Man did not come to be served, but to serve, and to give his life as a ransom for many.",
      "reference": "Mark 10:45"
    }
  ],
  "missionAreas": [
    {
      "title": "Worship",
      "text": "Gathering every Sunday and through the week to praise God, pray and hear his word, whoever we are and however we feel."
    },
    {
      "title": "Discipleship",
      "text": "Helping one another grow more like Jesus through the Bible, prayer, small groups and daily devotions."
    },
    {
      "title": "Fellowship",
      "text": "Being a family where everyone belongs: sharing meals, carrying each other’s burdens and celebrating together."
    },
    {
      "title": "Community",
      "text": "Serving our neighbours with practical love: the Warm Space, the foodbank, our over-60s group and much more."
    }
  ],
  "faithStatements": [
    "There is one God, eternally existing in three persons: Father, Son and Holy Spirit.",
    "God is the loving creator of all things and is sovereign over creation, history, salvation and final judgement.",
    "The Bible is the inspired word of God, fully trustworthy, and our supreme authority for what we believe and how we live.",
    "Every person is made in the image of God and is loved by him, yet all of us have sinned and fall short of his glory.",
    "Jesus Christ is fully God and fully human, born of the Virgin Mary, and lived a sinless life.",
    "Jesus died on the cross in our place, taking the penalty for our sin, and rose bodily from the dead on the third day.",
    "We are saved by God’s grace alone, through faith in Jesus Christ alone, and not by anything we do.",
    "The Holy Spirit lives in every believer, making us more like Jesus and giving gifts to build up the church and serve the world.",
    "The Church is the body of Christ: a family of believers called to worship, to witness and to serve together.",
    "Baptism and the Lord’s Supper were given by Jesus to his church, as signs of his grace and of our new life in him.",
    "Jesus will return in glory to judge the world with justice and to make all things new."
  ],
  "videos": {
    "vision": {
      "youtubeId": "XIb_dCIxzr0",
      "title": "BibleProject: an animated overview of Luke 1–9"
    },
    "jesus": {
      "youtubeId": "HGHqu9-DtXk",
      "title": "BibleProject: an animated overview of the Gospel of Mark"
    }
  }
}$json$, 'first');

insert into content_documents (key) values ('online');
insert into content_versions (key, version, content, origin) values ('online', 1, $json${
  "cards": [
    {
      "title": "Sunday services on YouTube",
      "description": "Watch our services live at {service time} on Sundays, or catch up on past sermons whenever suits you.",
      "destination": "servicesPlaylist",
      "linkLabel": "Watch the playlist",
      "icon": "video"
    },
    {
      "title": "Instagram",
      "description": "Photos, short videos and encouragement from church life through the week.",
      "destination": "instagram",
      "linkLabel": "Follow on Instagram",
      "icon": "camera"
    },
    {
      "title": "Bible app community",
      "description": "Join our church community on the Bible app to read plans together and share what God is saying.",
      "destination": "bibleAppCommunity",
      "linkLabel": "Join on the Bible app",
      "icon": "book"
    },
    {
      "title": "Facebook page",
      "description": "News, events and service reminders from the church.",
      "destination": "facebook",
      "linkLabel": "Visit our Facebook page",
      "icon": "people"
    },
    {
      "title": "Facebook group",
      "description": "A friendly space for our church family to chat, share prayer needs and stay connected.",
      "destination": "facebookGroup",
      "linkLabel": "Join the Facebook group",
      "icon": "group"
    },
    {
      "title": "Podcast",
      "description": "Every Sunday talk as a podcast, for the car, the kitchen or a walk in the park.",
      "destination": "spotify",
      "linkLabel": "Listen to the podcast",
      "icon": "podcast"
    },
    {
      "title": "Sunday worship playlist",
      "description": "The songs we sing together on Sundays, so you can learn them and worship through the week.",
      "destination": "worshipPlaylist",
      "linkLabel": "Play the worship playlist",
      "icon": "music"
    },
    {
      "title": "Kids’ worship playlist",
      "description": "Joyful songs for children and families, for the school run and the living room.",
      "destination": "kidsWorshipPlaylist",
      "linkLabel": "Play the kids’ playlist",
      "icon": "music"
    }
  ],
  "addresses": {
    "servicesPlaylist": "https://www.youtube.com/@craycommunitychurch/playlists",
    "worshipPlaylist": "https://open.spotify.com/playlist/craycommunitychurchsundays",
    "kidsWorshipPlaylist": "https://open.spotify.com/playlist/craycommunitychurchkids",
    "facebookGroup": "https://www.facebook.com/groups/craycommunitychurch",
    "bibleAppCommunity": "https://www.bible.com/organizations/craycommunitychurch",
    "churchHolidayBooking": "https://craycommunitychurch.churchsuite.com/events"
  },
  "devotions": {
    "provider": "UCB Word for Today",
    "address": "https://www.ucb.co.uk/word-for-today"
  }
}$json$, 'first');

insert into content_documents (key) values ('safeguarding');
insert into content_versions (key, version, content, origin) values ('safeguarding', 1, $json${
  "team": [
    {
      "name": "Claire Thompson",
      "role": "Designated Safeguarding Lead",
      "email": "safeguarding@craycommunitychurch.org.uk",
      "phone": "07700 900123"
    },
    {
      "name": "James Fletcher",
      "role": "Deputy Safeguarding Lead",
      "email": "deputy.safeguarding@craycommunitychurch.org.uk",
      "phone": "07700 900456"
    },
    {
      "name": "Anne Robinson",
      "role": "Safeguarding Trustee",
      "email": "trustees@craycommunitychurch.org.uk",
      "phone": "01632 960789"
    }
  ],
  "commitmentStatement": "{church name} is committed to the safety and wellbeing of everyone who comes through our doors. We value, listen to and respect every child, young person and adult, and we will always act to protect anyone who is at risk of harm. Safeguarding is everyone’s responsibility, and we expect all our volunteers, staff and members to share it.",
  "concernSteps": [
    "Listen carefully and stay calm. Let the person speak without asking leading questions.",
    "Do not promise to keep a secret: explain that you may need to share what you have heard to keep them safe.",
    "Write down what was said and seen as soon as you can, in the person’s own words, with the date and time.",
    "Tell a member of the safeguarding team the same day. If you cannot reach them, contact the agencies listed below.",
    "Do not investigate yourself or confront anyone who may be responsible."
  ],
  "commitments": [
    "Every leader and volunteer who works with children or adults at risk has an enhanced DBS check, renewed every three years.",
    "All our workers receive safeguarding training when they start and refresher training regularly.",
    "We follow safer recruitment practice, with references and an interview for every role of trust.",
    "Children’s and youth groups always have at least two approved adults present.",
    "Every concern is taken seriously, recorded and passed on to the right people promptly.",
    "We work with the local authority, the police and thirtyone:eight, our independent safeguarding adviser.",
    "We keep personal information confidential and share it only when the law or someone’s safety requires it."
  ],
  "externalContacts": [
    {
      "title": "Emergency",
      "contacts": [
        {
          "name": "Police, Ambulance or Fire",
          "detail": "If someone is in immediate danger.",
          "phone": "999",
          "link": ""
        },
        {
          "name": "Silent emergency call",
          "detail": "If you cannot speak, call 999 and press 55 when asked.",
          "phone": "999",
          "link": ""
        },
        {
          "name": "Police non-emergency",
          "detail": "To report a concern that is not an emergency.",
          "phone": "101",
          "link": ""
        }
      ]
    },
    {
      "title": "Local and National Agencies",
      "contacts": [
        {
          "name": "London Borough of Bromley: Children’s Social Care",
          "detail": "Concerns about a child in our area.",
          "phone": "",
          "link": "https://www.bromley.gov.uk"
        },
        {
          "name": "London Borough of Bromley: Adult Social Care",
          "detail": "Concerns about an adult at risk in our area.",
          "phone": "",
          "link": "https://www.bromley.gov.uk"
        },
        {
          "name": "NSPCC Helpline",
          "detail": "Advice for adults worried about a child.",
          "phone": "0808 800 5000",
          "link": "https://www.nspcc.org.uk"
        },
        {
          "name": "Metropolitan Police",
          "detail": "Report a non-urgent concern online.",
          "phone": "",
          "link": "https://www.met.police.uk"
        }
      ]
    },
    {
      "title": "Independent Support and Helplines",
      "contacts": [
        {
          "name": "thirtyone:eight",
          "detail": "Independent Christian safeguarding charity.",
          "phone": "0303 003 1111",
          "link": "https://thirtyoneeight.org"
        },
        {
          "name": "Childline",
          "detail": "Free, confidential help for children and young people.",
          "phone": "0800 1111",
          "link": "https://www.childline.org.uk"
        },
        {
          "name": "Samaritans",
          "detail": "Someone to talk to, day or night.",
          "phone": "116 123",
          "link": "https://www.samaritans.org"
        },
        {
          "name": "National Domestic Abuse Helpline",
          "detail": "Free, 24 hours a day.",
          "phone": "0808 2000 247",
          "link": "https://www.nationaldahelpline.org.uk"
        },
        {
          "name": "Hourglass",
          "detail": "Support on the abuse of older people.",
          "phone": "0808 808 8141",
          "link": "https://wearehourglass.org"
        }
      ]
    }
  ]
}$json$, 'first');

insert into content_documents (key) values ('policies');
insert into content_versions (key, version, content, origin) values ('policies', 1, $json${
  "cards": {
    "safeguarding": "We are committed to the safety and wellbeing of children, young people and adults at risk in every part of church life.\n\nOur safeguarding policy sets out how we recruit and support volunteers safely, how to raise a concern, and how we respond to it.",
    "privacy": "We respect your privacy and look after your personal information in line with UK data protection law (UK GDPR).\n\nOur privacy policy explains what we collect when you contact us or take part in church life, why we keep it, and your rights.",
    "health_safety": "We want everyone who comes to our building and our events to be safe, whether for a Sunday service, a community group or a hall hire.\n\nOur health and safety policy covers fire safety, first aid, risk assessment and the responsibilities of staff, volunteers and hirers."
  },
  "comingSoonNote": "This document will be available soon."
}$json$, 'first');

