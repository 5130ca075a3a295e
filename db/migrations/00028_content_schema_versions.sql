-- Each stored content records the version of its document's schema it was written under
-- (decision 046): the server migrates older content when it reads it, so a version written before
-- a schema changed can still be shown, compared and restored. Everything stored so far is version 1.
-- A migration that inserts a document's version names the schema version its JSON is written in.
alter table content_versions
  add column schema_version integer not null default 1 check (schema_version > 0);

-- The draft's, meaningful while there is a draft.
alter table content_documents
  add column draft_schema_version integer not null default 1 check (draft_schema_version > 0);
