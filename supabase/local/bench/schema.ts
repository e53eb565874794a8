// The benchmark's own table: shaped like a product table RxDB replicates (text id, _modified,
// _deleted, RLS for signed-in users), filled with 10k rows whose _modified values tie in threes
// so the pull's `_modified = M and id > ID` branch is exercised.
export const BENCH_TABLE = 'bench_jobs'
export const BENCH_ROWS = 10_000

export const BENCH_SQL = /* sql */ `
create table public.${BENCH_TABLE} (
  id text primary key,
  owner uuid,
  title text not null,
  description text not null,
  trade text not null,
  city text not null,
  pay_min integer,
  pay_max integer,
  remote boolean not null default false,
  "_modified" timestamptz not null default now(),
  "_deleted" boolean not null default false
);
create index ${BENCH_TABLE}_pull on public.${BENCH_TABLE} ("_modified", id);
alter table public.${BENCH_TABLE} enable row level security;
create policy ${BENCH_TABLE}_read on public.${BENCH_TABLE} for select to authenticated
  using (not "_deleted" or owner = auth.uid());
insert into public.${BENCH_TABLE} (id, title, description, trade, city, pay_min, pay_max, remote, "_modified")
select
  'job-' || lpad(i::text, 6, '0'),
  'Journeyman electrician #' || i,
  repeat('Commercial fit-out, conduit and panel work on a downtown site. ', 3),
  (array['electrician', 'plumber', 'carpenter', 'welder', 'hvac'])[1 + i % 5],
  (array['Toronto', 'Calgary', 'Vancouver', 'Montreal', 'Halifax'])[1 + i % 5],
  30 + i % 20, 45 + i % 20, i % 7 = 0,
  timestamptz '2026-01-01 00:00:00+00' + (i / 3) * interval '1.25 ms'
from generate_series(1, ${BENCH_ROWS}) i;
`
