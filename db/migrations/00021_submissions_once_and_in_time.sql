-- A form sent again (a retry after "Nothing was sent", a double click) is stored once: the key is
-- a hash of the page's submission id and the fields, made in server/forms/store.ts.
alter table form_submissions add column submission_key text;
create unique index form_submissions_submission_key on form_submissions (submission_key);

-- A submission commits only before the deadline its request set (church.commit_deadline, local to
-- the transaction). After it, the visitor has been told that nothing was sent; a COMMIT that a
-- frozen server takes up later must not store it after all.
create function refuse_late_commit() returns trigger language plpgsql as $$
declare
  deadline text := current_setting('church.commit_deadline', true);
begin
  if deadline is not null and deadline <> '' and clock_timestamp() > deadline::timestamptz then
    raise exception 'The request that sent this submission stopped waiting, so it is not stored' using errcode = '57014';
  end if;
  return null;
end
$$;

create constraint trigger form_submissions_commit_in_time after insert on form_submissions
  deferrable initially deferred for each row execute function refuse_late_commit();
