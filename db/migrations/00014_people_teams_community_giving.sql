-- The first versions of the people, the teams, the community programmes and giving: the site as it was
-- before the church could edit them (decision 024).
insert into content_documents (key) values ('people');
insert into content_versions (key, version, content, origin) values ('people', 1, $json${
  "pastor": {
    "name": "Pastor David Okafor",
    "role": "Senior Pastor",
    "bio": "David has led the church since 2014. He loves preaching the Bible in everyday language, long walks on the Cray riverside and a strong cup of tea after the service. His door is always open to anyone who wants to talk about faith, life or both.",
    "photo": null
  },
  "leadershipTeam": [
    {
      "name": "Ruth Okafor",
      "role": "Associate Pastor, Pastoral Care",
      "bio": "",
      "photo": null
    },
    {
      "name": "Mark Ellison",
      "role": "Elder, Teaching and Small Groups",
      "bio": "",
      "photo": null
    },
    {
      "name": "Grace Adeyemi",
      "role": "Elder, Worship and Prayer",
      "bio": "",
      "photo": null
    },
    {
      "name": "Tom Whitfield",
      "role": "Elder, Community and Outreach",
      "bio": "",
      "photo": null
    }
  ],
  "ministryLeaders": [
    {
      "name": "Sarah Bennett",
      "role": "Children’s Ministry Leader",
      "bio": "",
      "photo": null
    },
    {
      "name": "Josh Marsh",
      "role": "Youth Leader",
      "bio": "",
      "photo": null
    },
    {
      "name": "Joy Mensah",
      "role": "Worship Leader",
      "bio": "",
      "photo": null
    },
    {
      "name": "Peter Lang",
      "role": "Warm Space Coordinator",
      "bio": "",
      "photo": null
    },
    {
      "name": "Margaret Hughes",
      "role": "Come ’n Chat Coordinator",
      "bio": "",
      "photo": null
    },
    {
      "name": "Daniel Price",
      "role": "Tech and Media Lead",
      "bio": "",
      "photo": null
    }
  ],
  "trustees": [
    {
      "name": "Helen Carter",
      "role": "Chair of Trustees",
      "bio": "",
      "photo": null
    },
    {
      "name": "Michael Osei",
      "role": "Treasurer",
      "bio": "",
      "photo": null
    },
    {
      "name": "Anne Robinson",
      "role": "Trustee with responsibility for Safeguarding",
      "bio": "",
      "photo": null
    },
    {
      "name": "Stephen Ward",
      "role": "Trustee",
      "bio": "",
      "photo": null
    }
  ]
}$json$, 'first');

insert into content_documents (key) values ('teams');
insert into content_versions (key, version, content, origin) values ('teams', 1, $json${
  "teams": [
    {
      "name": "Welcome Team",
      "description": "The first smile at the door. We greet everyone, help newcomers find their way and make sure nobody drinks their tea alone.",
      "contact": {
        "name": "Ruth Okafor",
        "email": "welcome@craycommunitychurch.org.uk"
      },
      "artwork": "welcome",
      "colour": "wine"
    },
    {
      "name": "Worship Team",
      "description": "Singers and musicians of every level who lead us in sung worship on Sundays and at special services through the year.",
      "contact": {
        "name": "Joy Mensah",
        "email": "worship@craycommunitychurch.org.uk"
      },
      "artwork": "worship",
      "colour": "gold"
    },
    {
      "name": "Kids and Youth Team",
      "description": "Fun, safe and faith-filled groups for children and teenagers on Sundays and midweek. Every volunteer is DBS checked and trained.",
      "contact": {
        "name": "Sarah Bennett",
        "email": "kids@craycommunitychurch.org.uk"
      },
      "artwork": "kids",
      "colour": "sky"
    },
    {
      "name": "Prayer Team",
      "description": "We pray for the church, our community and anyone who asks, on Wednesday evenings on Zoom and after the Sunday service.",
      "contact": {
        "name": "Grace Adeyemi",
        "email": "prayer@craycommunitychurch.org.uk"
      },
      "artwork": "prayer",
      "colour": "rose"
    },
    {
      "name": "Tech and Media Team",
      "description": "Sound, slides, live stream and social media. No experience needed: we will happily teach you everything.",
      "contact": {
        "name": "Daniel Price",
        "email": "media@craycommunitychurch.org.uk"
      },
      "artwork": "media",
      "colour": "teal"
    },
    {
      "name": "Community Team",
      "description": "The hands behind the Warm Space, Come ’n Chat, the cinema club, foodbank collections and the Christmas grotto.",
      "contact": {
        "name": "Tom Whitfield",
        "email": "community@craycommunitychurch.org.uk"
      },
      "artwork": "community",
      "colour": "olive"
    }
  ]
}$json$, 'first');

insert into content_documents (key) values ('community');
insert into content_versions (key, version, content, origin) values ('community', 1, $json${
  "programmes": [
    {
      "title": "Warm Space",
      "when": "{warm space}",
      "location": "Church hall",
      "description": "A free, warm and friendly place to spend the evening: hot drinks, a bowl of soup, board games, Wi-Fi and good company. No need to book, and no questions asked.",
      "artwork": "warm-space",
      "photo": null,
      "action": {
        "label": "Contact us",
        "link": "/contact"
      }
    },
    {
      "title": "Come ’n Chat",
      "when": "{over-60s group}",
      "location": "Church hall",
      "description": "Our group for the over-60s: tea and biscuits, a chat, a quiz or a guest speaker, and a light lunch once a month. Come on your own or bring a friend.",
      "artwork": "come-n-chat",
      "photo": null,
      "action": {
        "label": "Contact us",
        "link": "/contact"
      }
    },
    {
      "title": "Cinema Club",
      "when": "Last Friday of the month, 7pm",
      "location": "Church hall",
      "description": "A family-friendly film on the big screen, with popcorn and a cuppa. Free entry; donations go to the John 3:16 Fund.",
      "artwork": "cinema",
      "photo": null,
      "action": {
        "label": "Contact us",
        "link": "/contact"
      }
    },
    {
      "title": "Foodbank",
      "when": "Donations welcome every Sunday",
      "location": "Collection point in the church foyer",
      "description": "We collect food and toiletries for our local foodbank, and we can help you get a foodbank voucher if you are struggling. You are not alone.",
      "artwork": "foodbank",
      "photo": null,
      "action": {
        "label": "Visit the foodbank",
        "link": "https://bromleyborough.foodbank.org.uk"
      }
    }
  ],
  "grotto": {
    "description": "Our much-loved grotto returns: meet Father Christmas, hear the story of the first Christmas and enjoy crafts, mince pies and hot chocolate. Every child goes home with a gift.",
    "nextDate": "2025-12-13"
  }
}$json$, 'first');

insert into content_documents (key) values ('giving');
insert into content_versions (key, version, content, origin) values ('giving', 1, $json${
  "funds": [
    {
      "name": "General Fund",
      "type": "default",
      "description": "All giving goes here unless marked otherwise. It pays for the day-to-day life and ministry of the church."
    },
    {
      "name": "Building Fund",
      "type": "restricted",
      "description": "Kept for the care, repair and improvement of our church building and hall, and used for nothing else."
    },
    {
      "name": "John 3:16 Fund",
      "type": "designated",
      "description": "Helps people outside the church who are facing hardship, in our community and beyond."
    },
    {
      "name": "Fellowship Fund",
      "type": "designated",
      "description": "Helps members of our church family who are facing hardship."
    }
  ],
  "bank": {
    "accountName": "Cray Community Church",
    "bank": "Barclays Bank",
    "sortCode": "12-34-56",
    "accountNumber": "12345678",
    "referenceHint": "Please use your surname and the fund’s name as the reference, for example “SMITH GENERAL”."
  }
}$json$, 'first');
