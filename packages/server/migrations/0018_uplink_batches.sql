-- Uplinks in batches (issue 11, decision 0126): the webhook gathers the uplinks that arrive while
-- the previous batch is being stored and stores them together, in one transaction and one round
-- trip. Each is handled exactly as 0014's app_hidden.ingest_uplink handles one (exactly once,
-- unknown devices and undecodable payloads kept with their reason), in the order they arrived,
-- so a device's readings and its latest values come out as they would one by one. What is saved
-- is one commit (one WAL flush) per batch instead of one per uplink.
--
-- Each element of p_uplinks carries ingest_uplink's arguments by name: devEui, session, fCnt,
-- deviceId, applicationId, fPort, receivedAt, decoded, data and body. The answer lists each
-- uplink's status, in the same order.

create function app_hidden.ingest_uplinks(p_uplinks jsonb) returns text[]
  language plpgsql volatile security definer
  set search_path = pg_catalog, public, pg_temp
  as $$
declare
  v_uplink jsonb;
  v_statuses text[] := '{}';
begin
  for v_uplink in select value from jsonb_array_elements(p_uplinks) with ordinality
    order by ordinality
  loop
    v_statuses := v_statuses || app_hidden.ingest_uplink(
      v_uplink->>'devEui',
      v_uplink->>'session',
      (v_uplink->>'fCnt')::bigint,
      v_uplink->>'deviceId',
      v_uplink->>'applicationId',
      (v_uplink->>'fPort')::integer,
      (v_uplink->>'receivedAt')::timestamptz,
      v_uplink->'decoded',
      v_uplink->'data',
      v_uplink->'body');
  end loop;
  return v_statuses;
end;
$$;
revoke all on function app_hidden.ingest_uplinks(jsonb) from public;
grant execute on function app_hidden.ingest_uplinks(jsonb) to bk_authenticator;
