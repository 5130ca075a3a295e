-- Who last changed each document, how and when: a change refused because another editor got there
-- first names them ("Ruth saved this document at 14:02"), whatever that change was, a discard included.
alter table content_documents
  add column changed_by text,
  add column changed_at timestamptz,
  add column change text check (change in ('save', 'discard', 'publish', 'restore', 'import'));
