-- "Ask the thing" (issue 15, docs/decisions/0145-thing-chat.md): a conversation about one
-- thing between a person and an assistant that answers from the thing's data.
--
--  * sendChatMessage(message, sender, metadata) stores the question and an empty answer
--    ('streaming') and queues chat__reply, which writes the answer (worker/tasks/chat).
--  * chatMessagesByRecipient(thingId) lists the caller's own conversation; a conversation
--    about a thing the caller can no longer see is hidden (the policy asks the things
--    table, so its own policy decides); clearChatConversation(thingId) deletes it.
--  * Nobody writes answers through the API: only the worker (the owner) does.
--  * Guests chat too, on what they may see. Their tokens now carry a session id (a random
--    uuid the server signs), which is their side of the conversation; signed-in people's
--    side is their user id.

--------------------------------------------------------------------------------
-- Guests' sessions: a random id in the guest token (jwt.claims.session_id).

alter type app_public.jwt_token add attribute session_id uuid;

create or replace function app_public.sign_in_as_guest() returns app_public.jwt_token
  language sql volatile
  as $$
    select ('bk_anonymous', null, extract(epoch from now() + interval '12 hours')::bigint,
      'bloomkeep', null, gen_random_uuid())::app_public.jwt_token
  $$;

create or replace function app_private.claims_for(user_id uuid) returns app_public.jwt_token
  language sql stable security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
    select (
      case when u.is_admin then 'bk_admin' else 'bk_user' end,
      u.id,
      extract(epoch from now() + interval '7 days')::bigint,
      'bloomkeep',
      coalesce(s.token_version, 0),
      null
    )::app_public.jwt_token
    from app_public.users u
    left join app_private.user_secrets s on s.user_id = u.id
    where u.id = claims_for.user_id
  $$;

-- Whose side of a conversation the caller is: their user id, or a guest's session id;
-- null for a request without a token and for an ended session (current_user_id()).
create function app_hidden.chat_recipient_id() returns uuid
  language sql stable
  set search_path = pg_catalog, public, pg_temp
  as $$
    select coalesce(
      app_public.current_user_id(),
      case when current_setting('role', true) = 'bk_anonymous'
        then nullif(current_setting('jwt.claims.session_id', true), '')::uuid end)
  $$;
grant execute on function app_hidden.chat_recipient_id() to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- The messages (spec §3 ChatMessage: eventId, typeName, messageText, createdAt, recipientId).

create table app_public.chat_messages (
  event_id uuid primary key default gen_random_uuid(),
  -- The order of the conversation (a question and its answer share created_at).
  seq bigint generated always as identity,
  thing_id uuid not null references app_public.things (id) on delete cascade,
  recipient_id uuid not null,
  user_id uuid references app_public.users (id) on delete cascade,
  type_name text not null check (type_name in ('question', 'answer')),
  message_text text not null default '',
  status text not null default 'done' check (status in ('streaming', 'done', 'failed')),
  question_id uuid references app_public.chat_messages (event_id) on delete cascade,
  sources jsonb not null default '[]',
  suggestions jsonb not null default '[]',
  answered_by text,
  notice text,
  tool_calls integer not null default 0,
  prompt_tokens integer not null default 0,
  completion_tokens integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint chat_messages_user_is_recipient check (user_id is null or user_id = recipient_id),
  constraint chat_messages_answer_has_question check ((type_name = 'answer') = (question_id is not null)),
  -- The twin of @bloomkeep/schema CHAT_MESSAGE_MAX_LENGTH (test/chat.test.ts).
  constraint chat_messages_question_length check (
    type_name <> 'question' or char_length(message_text) between 1 and 1000)
);
comment on table app_public.chat_messages is
  E'@omit create,update,delete,all,many\nOne message of a conversation about a thing: a question, or the assistant''s answer.';
comment on column app_public.chat_messages.event_id is 'The message''s id.';
comment on column app_public.chat_messages.seq is E'@omit';
comment on column app_public.chat_messages.user_id is E'@omit';
comment on column app_public.chat_messages.tool_calls is E'@omit';
comment on column app_public.chat_messages.prompt_tokens is E'@omit';
comment on column app_public.chat_messages.completion_tokens is E'@omit';
comment on column app_public.chat_messages.recipient_id is
  'Whose conversation it is: the user''s id, or a guest''s session id.';
comment on column app_public.chat_messages.type_name is '`question` or `answer`.';
comment on column app_public.chat_messages.status is
  'An answer is `streaming` while it is written, then `done` or `failed`; questions are `done`.';
comment on column app_public.chat_messages.sources is
  'Where the answer''s figures come from: [{ kind, label, href? }].';
comment on column app_public.chat_messages.suggestions is
  'Actions the answer suggests, each opening the normal form: [{ actionType, label }].';
comment on column app_public.chat_messages.answered_by is '`builtIn` or the model''s name.';
comment on column app_public.chat_messages.notice is
  'Something the reader should know about the answer (the model''s budget was spent).';
comment on constraint chat_messages_thing_id_fkey on app_public.chat_messages is
  E'@fieldName thing\n@omit many';
comment on constraint chat_messages_question_id_fkey on app_public.chat_messages is E'@omit';
comment on constraint chat_messages_user_id_fkey on app_public.chat_messages is E'@omit';
create index chat_messages_conversation_idx on app_public.chat_messages (recipient_id, thing_id, seq);
create index chat_messages_thing_idx on app_public.chat_messages (thing_id);
create index chat_messages_user_idx on app_public.chat_messages (user_id);
create index chat_messages_question_idx on app_public.chat_messages (question_id);

alter table app_public.chat_messages enable row level security;
-- One's own conversation, about a thing one may still see (the things policy decides:
-- public, looked after, or an administrator; never a deleted thing). Administrators see
-- only their own conversations too.
create policy select_own_visible on app_public.chat_messages for select
  using (
    recipient_id = (select app_hidden.chat_recipient_id())
    and exists (select 1 from app_public.things t where t.id = chat_messages.thing_id)
  );
-- Reading only: questions go in through send_chat_message, answers come from the worker.
grant select on app_public.chat_messages to bk_anonymous, bk_user, bk_admin;

-- The questions each person asked, for the limits per hour and day (kept when a
-- conversation is cleared, so clearing does not reset them).
create table app_private.chat_questions_asked (
  recipient_id uuid not null,
  asked_at timestamptz not null default now()
);
create index chat_questions_asked_idx on app_private.chat_questions_asked (recipient_id, asked_at);

-- Tokens the configured model used per day, across everyone (the operator's budget).
create table app_private.chat_model_usage (
  day date not null,
  model text not null,
  tokens bigint not null default 0,
  primary key (day, model)
);

--------------------------------------------------------------------------------
-- sendChatMessage(message, sender, metadata)

-- The limits the API passes in its transaction settings (CHAT_MESSAGES_PER_HOUR, …; see
-- src/config.ts), with @bloomkeep/schema CHAT_DEFAULT_LIMITS when unset.
create function app_hidden.chat_limit(name text, fallback integer) returns integer
  language sql stable
  as $$ select coalesce(nullif(current_setting('chat.' || name, true), '')::integer, fallback) $$;

-- Stores a question the caller may ask (send_chat_message checked the thing under the
-- caller's own row-level security) and its empty answer, and queues the reply.
create function app_hidden.chat_store_question(p_thing_id uuid, p_message text)
returns app_public.chat_messages
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_me uuid := app_hidden.chat_recipient_id();
  v_question app_public.chat_messages;
  v_answer_id uuid;
begin
  if v_me is null then
    raise exception 'Please sign in again to chat' using errcode = 'CHSES';
  end if;
  -- One person's questions are counted one at a time.
  perform pg_advisory_xact_lock(hashtext('chat:' || v_me::text));
  if (select count(*) from app_private.chat_questions_asked q
      where q.recipient_id = v_me and q.asked_at > now() - interval '1 hour')
      >= app_hidden.chat_limit('messages_per_hour', 20) then
    raise exception 'You have asked a lot this hour. Please try again later.' using errcode = 'CHHOU';
  end if;
  if (select count(*) from app_private.chat_questions_asked q
      where q.recipient_id = v_me and q.asked_at > now() - interval '1 day')
      >= app_hidden.chat_limit('messages_per_day', 100) then
    raise exception 'You have reached today’s limit of questions. Please try again tomorrow.'
      using errcode = 'CHDAY';
  end if;
  delete from app_private.chat_questions_asked q
    where q.recipient_id = v_me and q.asked_at < now() - interval '2 days';
  insert into app_private.chat_questions_asked (recipient_id) values (v_me);

  insert into app_public.chat_messages (thing_id, recipient_id, user_id, type_name, message_text)
    values (p_thing_id, v_me, app_public.current_user_id(), 'question', p_message)
    returning * into v_question;
  insert into app_public.chat_messages
      (thing_id, recipient_id, user_id, type_name, status, question_id)
    values (p_thing_id, v_me, app_public.current_user_id(), 'answer', 'streaming', v_question.event_id)
    returning event_id into v_answer_id;
  perform app_private.enqueue('chat__reply', json_build_object('answerId', v_answer_id));
  return v_question;
end;
$$;
grant execute on function app_hidden.chat_store_question(uuid, text) to bk_anonymous, bk_user, bk_admin;

create function app_public.send_chat_message(message text, sender text, metadata jsonb default null)
returns app_public.chat_messages
  language plpgsql volatile
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_me uuid := app_hidden.chat_recipient_id();
  v_thing_id uuid;
begin
  if v_me is null then
    raise exception 'Please sign in again to chat' using errcode = 'CHSES';
  end if;
  if sender is distinct from v_me::text then
    raise exception 'You can only send messages as yourself' using errcode = 'CHYOU';
  end if;
  if message is null or btrim(message) = '' then
    raise exception 'Type a question first' using errcode = 'CHEMP';
  end if;
  if char_length(message) > 1000 then
    raise exception 'A question can be at most 1000 characters' using errcode = 'CHLEN';
  end if;
  begin
    v_thing_id := (metadata ->> 'thingId')::uuid;
  exception when invalid_text_representation then
    v_thing_id := null;
  end;
  -- Under the caller's row-level security: a thing they cannot see is answered exactly as
  -- one that does not exist.
  if v_thing_id is null
      or not exists (select 1 from app_public.things t where t.id = v_thing_id) then
    raise exception 'That thing does not exist' using errcode = 'NOTHG';
  end if;
  return app_hidden.chat_store_question(v_thing_id, message);
end;
$$;
comment on function app_public.send_chat_message(text, text, jsonb) is
  E'Ask the assistant about a thing: `sender` is your user id (a guest''s: their session id, `recipientId`), `metadata` `{ "thingId": … }`. Returns the question; its answer streams over chatMessageStream.';
grant execute on function app_public.send_chat_message(text, text, jsonb) to bk_anonymous, bk_user, bk_admin;

-- The answer to a question (the mutation's payload reads it to follow the stream).
create function app_public.chat_messages_answer(message app_public.chat_messages)
returns app_public.chat_messages
  language sql stable
  as $$
    select a.* from app_public.chat_messages a
    where a.question_id = message.event_id
    limit 1
  $$;
comment on function app_public.chat_messages_answer(app_public.chat_messages) is
  'For a question: its answer (null for an answer).';
grant execute on function app_public.chat_messages_answer(app_public.chat_messages)
  to bk_anonymous, bk_user, bk_admin;

--------------------------------------------------------------------------------
-- chatMessagesByRecipient(thingId), clearChatConversation(thingId)

create function app_public.chat_messages_by_recipient(thing_id uuid default null)
returns setof app_public.chat_messages
  language sql stable
  as $$
    select m.* from app_public.chat_messages m
    where m.recipient_id = app_hidden.chat_recipient_id()
      and (chat_messages_by_recipient.thing_id is null or m.thing_id = chat_messages_by_recipient.thing_id)
    order by m.seq
  $$;
comment on function app_public.chat_messages_by_recipient(uuid) is
  E'@behavior -filter -order\nYour conversation (oldest first), about one thing or all the things you may still see.';
grant execute on function app_public.chat_messages_by_recipient(uuid) to bk_anonymous, bk_user, bk_admin;

create function app_public.clear_chat_conversation(thing_id uuid default null) returns integer
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_me uuid := app_hidden.chat_recipient_id();
  v_count integer;
begin
  if v_me is null then
    raise exception 'Please sign in again to chat' using errcode = 'CHSES';
  end if;
  -- Answers go with their questions (on delete cascade).
  with gone as (
    delete from app_public.chat_messages m
    where m.recipient_id = v_me and m.type_name = 'question'
      and (clear_chat_conversation.thing_id is null or m.thing_id = clear_chat_conversation.thing_id)
    returning 1
  )
  select count(*) into v_count from gone;
  return v_count;
end;
$$;
comment on function app_public.clear_chat_conversation(uuid) is
  E'@resultFieldName removedQuestions\nDelete your conversation about a thing (or, without thingId, every conversation); returns how many questions went (with their answers).';
grant execute on function app_public.clear_chat_conversation(uuid) to bk_anonymous, bk_user, bk_admin;

-- The NOTIFY channel of one person's conversation about a thing (channel names are at most 63
-- bytes, so a digest of the two ids rather than the ids themselves).
create function app_hidden.chat_topic(recipient_id uuid, thing_id uuid) returns text
  language sql immutable
  as $$ select 'chat:' || md5(recipient_id::text || ':' || thing_id::text) $$;
grant execute on function app_hidden.chat_topic(uuid, uuid) to bk_anonymous, bk_user, bk_admin;

-- The topic a subscriber's stream listens on: their own conversation about a thing they
-- may see (null otherwise, and the subscription is refused). Used by chatMessageStream.
create function app_public.chat_stream_topic(thing_id uuid) returns text
  language sql stable
  as $$
    select app_hidden.chat_topic(app_hidden.chat_recipient_id(), t.id)
    from app_public.things t
    where t.id = chat_stream_topic.thing_id and app_hidden.chat_recipient_id() is not null
  $$;
comment on function app_public.chat_stream_topic(uuid) is E'@omit';
grant execute on function app_public.chat_stream_topic(uuid) to bk_anonymous, bk_user, bk_admin;
