-- The church's own facts and texts, as documents the administrator edits (decision 024).
-- A document has at most one draft, and every publish is a new version: versions are never changed
-- or deleted, so any of them can be restored, and the site always shows the one published.
create table content_documents (
  key text primary key check (key ~ '^[a-z][a-z-]{1,39}$'),
  -- Moves on with every save, publish, restore and discard: an editor's change names the revision
  -- it started from, and a change made from an older one is refused rather than lost.
  revision integer not null default 1,
  published_version integer not null default 1,
  draft jsonb,
  draft_saved_at timestamptz,
  draft_saved_by text,
  check ((draft is null) = (draft_saved_at is null))
);

create table content_versions (
  key text not null references content_documents (key),
  version integer not null check (version > 0),
  content jsonb not null,
  -- first: the migration's; publish: a draft published; restore: an earlier version again; import: from an export.
  origin text not null check (origin in ('first', 'publish', 'restore', 'import')),
  restored_from integer,
  published_at timestamptz not null default now(),
  published_by text,
  primary key (key, version)
);

create function refuse_changing_content_versions() returns trigger language plpgsql as $$
begin
  raise exception 'content versions are kept as they were published';
end;
$$;

create trigger content_versions_are_kept before update or delete or truncate on content_versions
  for each statement execute function refuse_changing_content_versions();

-- A publish inserts a version and points the document at it in one transaction: every instance
-- hears of it at commit, through the same site version as events.
create trigger content_versions_change_the_site after insert on content_versions
  for each statement execute function record_site_change();

-- The first version of each document: the site as it was before the church could edit it.
insert into content_documents (key) values ('church');
insert into content_versions (key, version, content, origin) values ('church', 1, $json${
  "name": "Cray Community Church",
  "tagline": "Imperfect people following Jesus. Surrendering ourselves and serving others.",
  "email": "hello@craycommunitychurch.org.uk",
  "phone": "01689 000 000",
  "address": {
    "building": "The Church Hall",
    "street": "Mickleham Road",
    "locality": "St Paul's Cray",
    "town": "Orpington",
    "county": "Kent",
    "postcode": "BR5 2RW",
    "country": "GB"
  },
  "gettingHere": {
    "train": "St Mary Cray Station",
    "buses": [
      "R1",
      "R11",
      "B14"
    ],
    "parking": "Free on-street parking nearby, and a few spaces beside the hall for blue-badge holders."
  },
  "charity": {
    "registeredName": "Cray Community Church",
    "number": "1123456",
    "registerEntry": "https://register-of-charities.charitycommission.gov.uk/charity-search/-/charity-details/1123456",
    "regulator": "Charity Commission for England and Wales",
    "regulatorWebsite": "https://www.gov.uk/government/organisations/charity-commission",
    "trusteeApproval": "Our policies are approved by the Board of Trustees and reviewed annually."
  },
  "calendar": {
    "googleCalendarId": "craycommunitychurch@gmail.com"
  },
  "web": {
    "onlineChurch": "https://online.craycommunitychurch.org.uk",
    "zoomMeeting": "https://zoom.us/j/0000000000",
    "youtubeChannel": "https://www.youtube.com/@craycommunitychurch",
    "giveOnline": "https://www.justgiving.com/campaign/craycommunitychurch",
    "foodbank": "https://bromleyborough.foodbank.org.uk"
  },
  "social": {
    "facebook": "https://www.facebook.com/craycommunitychurch",
    "instagram": "https://www.instagram.com/craycommunitychurch",
    "spotify": "https://open.spotify.com/show/craycommunitychurch",
    "applePodcasts": "https://podcasts.apple.com/gb/podcast/craycommunitychurch"
  }
}$json$, 'first');

insert into content_documents (key) values ('times');
insert into content_versions (key, version, content, origin) values ('times', 1, $json${
  "sunday": {
    "churchOpens": "09:30",
    "serviceStarts": "10:30",
    "serviceEnds": "12:00",
    "refreshments": "12:15",
    "length": "about 1 hour 30 minutes",
    "arriveEarly": "10-15 minutes early"
  },
  "prayerMeeting": {
    "day": "Wednesday",
    "time": "8pm",
    "where": "on Zoom"
  },
  "warmSpace": {
    "day": "Tuesdays",
    "time": "5-8pm"
  },
  "overSixties": {
    "day": "Thursdays",
    "time": "10am-12:30pm"
  },
  "churchHoliday": {
    "when": "August 2026",
    "frequency": "every two years"
  },
  "devotionLength": "5-10 minutes"
}$json$, 'first');

insert into content_documents (key) values ('footer');
insert into content_versions (key, version, content, origin) values ('footer', 1, $json${
  "copyrightYear": null
}$json$, 'first');

insert into content_documents (key) values ('pages');
insert into content_versions (key, version, content, origin) values ('pages', 1, $json${
  "sundays": {
    "eyebrow": "Every Sunday",
    "intro": "Sunday is the heart of our week. Whether you have been coming for years or this is your first time in a church, there is a seat for you at {service time}."
  },
  "churchLife": {
    "eyebrow": "Life together",
    "intro": "Church is not a building or a Sunday event: it is a family. Here is how we live, pray, serve and have fun together through the week."
  },
  "community": {
    "eyebrow": "Loving our neighbours",
    "intro": "Following Jesus means rolling up our sleeves for the people around us. Everyone is welcome at all of these, whether or not you come to church."
  },
  "online": {
    "eyebrow": "Wherever you are",
    "intro": "Can’t get to church, or want to stay close through the week? Here are all the ways to watch, listen, read and connect with us online."
  },
  "imNew": {
    "eyebrow": "You are welcome here",
    "intro": "Hello, and welcome! Whether you are looking for a church, have questions about faith or just want to meet friendly people, we are so glad you have found {church name}."
  },
  "jesus": {
    "eyebrow": "The most talked-about person in history",
    "intro": "Everything we do as a church begins with Jesus. Whether you are curious, sceptical or searching, this is a good place to start."
  },
  "ourVision": {
    "eyebrow": "Who we are",
    "intro": "Imperfect people following Jesus. Surrendering ourselves and serving others."
  },
  "ourPeople": {
    "eyebrow": "Meet the family",
    "intro": "{church name} is run by volunteers and a small team who love Jesus and love this community. Here are some of the faces you will meet."
  },
  "ourTeams": {
    "eyebrow": "Serving together",
    "intro": "Church happens because ordinary people give a little of their time. There is a place for you, whatever your gifts, and we will help you get started."
  },
  "ourCharity": {
    "eyebrow": "Open and accountable",
    "intro": "{church name} is a registered charity. Every gift is used carefully for the work of the church and our community."
  },
  "waysToGive": {
    "eyebrow": "Generosity",
    "intro": "Thank you for thinking about giving. Every gift, large or small, helps us share the love of Jesus in St Paul’s Cray and beyond."
  },
  "safeguarding": {
    "eyebrow": "Keeping everyone safe",
    "intro": "Everyone should feel safe, valued and protected at church. Here is how we keep that promise."
  },
  "policies": {
    "eyebrow": "How we work",
    "intro": "Our policies set out how we keep people safe, look after personal information and care for everyone who uses our building."
  },
  "sermons": {
    "eyebrow": "Watch and listen",
    "intro": "Missed a Sunday, or want to hear a message again? Watch our latest service and recent sermons here, or listen wherever you get your podcasts."
  },
  "devotions": {
    "eyebrow": "Every day",
    "intro": "Take {devotion length} out of your day to be still, read the Bible and pray. A little time with God each day makes a big difference."
  },
  "contact": {
    "eyebrow": "Get in touch",
    "intro": "Have a question, a prayer request or just want to say hello? Send us a message and we will get back to you."
  },
  "stayInTouch": {
    "eyebrow": "Stay in touch",
    "intro": "We would love to keep in touch with you, however you would like to hear from us."
  },
  "hallHire": {
    "eyebrow": "Our hall",
    "intro": "Looking for a space for a birthday party, a meeting, a class or a community event? Our church hall in St Paul's Cray is available to hire."
  }
}$json$, 'first');

