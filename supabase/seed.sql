-- CraftLink demo data (applied by `supabase db reset` and by the local backend on a fresh
-- database). Demo accounts, all with password Demo-pass-2026 (bcrypt cost 10):
--   craftsman@example.com, company@example.com, admin@example.com, apprentice@example.com,
--   mentor@example.com; plus 19 more hiring companies (hiring-NN@example.com) and two crew members
--   of Maple Ridge Builders (crew-01@, crew-02@example.com), same password.
-- 300 open jobs are generated over curated fragments: every trade x every province occurs, with
-- realistic pay per unit (hourly rates, yearly salaries, fixed contract totals).

-- Accounts -----------------------------------------------------------------------------------
create temporary table seed_users (n int, id uuid, email text, full_name text, default_role text);
insert into seed_users values
  (101, '11111111-1111-4111-8111-111111111111', 'craftsman@example.com', 'Marc Tremblay', 'craftsman'),
  (1, '22222222-2222-4222-8222-222222222222', 'company@example.com', 'Priya Sharma', 'company'),
  (102, '33333333-3333-4333-8333-333333333333', 'admin@example.com', 'Alex Morgan', 'admin'),
  (103, '44444444-4444-4444-8444-444444444444', 'apprentice@example.com', 'Jordan Whitehorse', 'apprentice'),
  (104, '55555555-5555-4555-8555-555555555555', 'mentor@example.com', 'Élise Gagnon', 'mentor'),
  (105, '66666666-6666-4666-8666-666666666601', 'crew-01@example.com', 'Sam Okafor', 'craftsman'),
  (106, '66666666-6666-4666-8666-666666666602', 'crew-02@example.com', 'Lee Tran', 'apprentice');
insert into seed_users
select n, ('c0000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid,
  'hiring-' || lpad(n::text, 2, '0') || '@example.com', 'Hiring Team', 'company'
from generate_series(2, 20) n;

insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous,
  confirmation_token, recovery_token, email_change_token_new, email_change)
select '00000000-0000-0000-0000-000000000000', id, 'authenticated', 'authenticated', email,
  '$2b$10$mlk.iiQlv8lHbUaebk5EUu7fTMqQODHTRdoMtgh.Wa3NQ/eQDLEdK', now() - interval '60 days',
  '{"provider":"email","providers":["email"]}',
  jsonb_build_object('full_name', full_name, 'default_role', default_role),
  now() - interval '60 days', now() - interval '60 days', false, '', '', '', ''
from seed_users;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select id::text, id, jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true,
  'phone_verified', false), 'email', now() - interval '1 day', now() - interval '60 days', now() - interval '60 days'
from seed_users;

-- The new-user trigger created profiles, the customer role and preferences; complete them.
update public.user_profiles p set default_role = s.default_role, full_name = s.full_name
from seed_users s where s.id = p.user_id;
update public.navigation_preferences set skill_level = 'advanced', show_advanced_features = true
where user_id in ('33333333-3333-4333-8333-333333333333', '55555555-5555-4555-8555-555555555555');
update public.navigation_preferences set skill_level = 'intermediate'
where user_id in ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222');

insert into public.user_roles (user_id, role, status, granted_by) values
  ('33333333-3333-4333-8333-333333333333', 'admin', 'active', null),
  ('44444444-4444-4444-8444-444444444444', 'apprentice', 'active', null),
  ('55555555-5555-4555-8555-555555555555', 'mentor', 'active', '33333333-3333-4333-8333-333333333333');
-- A pending request shows as a pending role in the craftsman's role switcher.
insert into public.role_requests (user_id, requested_role, reason, trade_scope, region_scope) values
  ('11111111-1111-4111-8111-111111111111', 'workshop_owner', 'Opening a small electrical shop in Laval',
   '["electrical","solar"]', '["Quebec"]');
insert into public.user_roles (user_id, role, status, trade_scope, region_scope) values
  ('11111111-1111-4111-8111-111111111111', 'workshop_owner', 'pending', '["electrical","solar"]', '["Quebec"]');

-- Companies (~20 across provinces); each profile grants the company role ----------------------
create temporary table seed_companies (n int, name text, province text, city text, size text, trades text, bn text);
insert into seed_companies values
  (1, 'Maple Ridge Builders Ltd.', 'Ontario', 'Toronto', '51-200', '["carpentry","general_construction","drywall","electrical"]', '123456782RT0001'),
  (2, 'Coastal Timberworks Inc.', 'British Columbia', 'Vancouver', '11-50', '["carpentry","roofing","flooring"]', '234567891RT0001'),
  (3, 'Prairie Sky Electric', 'Alberta', 'Calgary', '11-50', '["electrical","solar"]', '345678912RT0001'),
  (4, 'Red River Mechanical', 'Manitoba', 'Winnipeg', '51-200', '["plumbing","hvac","welding"]', '456789123RT0001'),
  (5, 'Fundy Shore Roofing', 'New Brunswick', 'Moncton', '1-10', '["roofing","insulation"]', '567891234RT0001'),
  (6, 'Avalon Masonry & Restoration', 'Newfoundland and Labrador', 'St. John''s', '11-50', '["masonry","concrete"]', '678912345RT0001'),
  (7, 'Aurora North Contracting', 'Northwest Territories', 'Yellowknife', '11-50', '["general_construction","hvac","electrical"]', '789123456RT0001'),
  (8, 'Bluenose Plumbing & Heating', 'Nova Scotia', 'Halifax', '11-50', '["plumbing","hvac"]', '891234567RT0001'),
  (9, 'Qikiqtani Arctic Builders', 'Nunavut', 'Iqaluit', '11-50', '["general_construction","carpentry","insulation"]', '912345678RT0001'),
  (10, 'Island Harvest Renovations', 'Prince Edward Island', 'Charlottetown', '1-10', '["carpentry","painting","flooring"]', '102345678RT0001'),
  (11, 'Construction Saint-Laurent inc.', 'Quebec', 'Montréal', '201-500', '["general_construction","concrete","masonry"]', '213456789RT0001'),
  (12, 'Living Skies Concrete', 'Saskatchewan', 'Saskatoon', '11-50', '["concrete","general_construction"]', '324567891RT0001'),
  (13, 'Klondike Solar & Electric', 'Yukon', 'Whitehorse', '1-10', '["solar","electrical"]', '435678912RT0001'),
  (14, 'Great Lakes Drywall Systems', 'Ontario', 'Ottawa', '51-200', '["drywall","insulation","painting"]', '546789123RT0001'),
  (15, 'Okanagan Landscape Group', 'British Columbia', 'Kelowna', '11-50', '["landscaping","concrete"]', '657891234RT0001'),
  (16, 'Rocky Mountain Welding Ltd.', 'Alberta', 'Edmonton', '11-50', '["welding","hvac"]', '768912345RT0001'),
  (17, 'Isolation Capitale', 'Quebec', 'Québec', '11-50', '["insulation","drywall","roofing"]', '879123456RT0001'),
  (18, 'Harbourview Flooring Co.', 'Nova Scotia', 'Dartmouth', '1-10', '["flooring","painting"]', '981234567RT0001'),
  (19, 'Queen City Painting', 'Saskatchewan', 'Regina', '1-10', '["painting","drywall"]', '109876543RT0001'),
  (20, 'Niagara Comfort HVAC', 'Ontario', 'St. Catharines', '11-50', '["hvac","plumbing","electrical"]', '210987654RT0001');

insert into public.organizations (id, name, kind, province, owner_id, created_at)
select ('0e000000-0000-4000-8000-' || lpad(c.n::text, 12, '0'))::uuid, c.name, 'company', c.province, u.id,
  now() - interval '60 days'
from seed_companies c join seed_users u on u.n = c.n;

insert into public.company_profiles (user_id, organization_id, company_name, business_number, province, city,
  trades_hired, website_url, company_size, description, created_at)
select u.id, ('0e000000-0000-4000-8000-' || lpad(c.n::text, 12, '0'))::uuid, c.name, c.bn, c.province, c.city,
  c.trades, 'https://' || trim(both '-' from regexp_replace(lower(c.name), '[^a-z]+', '-', 'g')) || '.example.com',
  c.size, c.name || case when c.province ~ '^[AEIOU]' then ' is an ' else ' is a ' end || c.province
    || ' contractor based in ' || c.city
    || '. We hire certified tradespeople for residential, commercial and institutional projects.',
  now() - interval '60 days'
from seed_companies c join seed_users u on u.n = c.n;
-- Contact numbers are private (profile_contacts): the person, admins and companies applied to.
insert into public.profile_contacts (user_id, company_phone)
select u.id, '+1555' || lpad((2000000 + c.n * 7919)::text, 7, '0')
from seed_companies c join seed_users u on u.n = c.n;
update public.user_roles r set organization_id = o.id
from public.organizations o where o.owner_id = r.user_id and r.role = 'company';

-- Craftsman-side profiles (each grants the craftsman role) and portfolios ----------------------
insert into public.craftsman_profiles (user_id, trades, experience_level, years_experience, hourly_rate,
  service_provinces, city, certifications, bio) values
  ('11111111-1111-4111-8111-111111111111', '["electrical","solar"]', 'experienced', 12, 48,
   '["Quebec","Ontario"]', 'Laval',
   '[{"name":"Red Seal Electrician (309A)","number":"RS-309A-55821","issuer":"Red Seal Program","expires_on":null},{"name":"Certificat de qualification - Électricien","number":"QC-ELE-20931","issuer":"Quebec","expires_on":"2028-03-31"}]',
   'Licensed electrician: commercial fit-outs, service upgrades and rooftop solar.'),
  ('44444444-4444-4444-8444-444444444444', '["carpentry"]', 'entry', 1, 24, '["Manitoba"]', 'Winnipeg',
   '[{"name":"Carpenter Apprentice Level 1","number":"MB-AP-77120","issuer":"Manitoba","expires_on":null}]',
   'First-year carpentry apprentice looking for framing and finishing work.'),
  ('55555555-5555-4555-8555-555555555555', '["plumbing","hvac"]', 'expert', 26, 72,
   '["Quebec","New Brunswick"]', 'Montréal',
   '[{"name":"Red Seal Plumber (306A)","number":"RS-306A-11873","issuer":"Red Seal Program","expires_on":null},{"name":"Gas Technician 2","number":"G2-44190","issuer":"Quebec","expires_on":"2027-09-30"}]',
   'Master plumber and gas fitter; mentors apprentices across Quebec.');

insert into public.profile_contacts (user_id, craftsman_phone) values
  ('11111111-1111-4111-8111-111111111111', '+15145550142'),
  ('44444444-4444-4444-8444-444444444444', '+12045550187'),
  ('55555555-5555-4555-8555-555555555555', '+15145550199');

insert into public.portfolio_items (user_id, title, description, url, trade, completed_on) values
  ('11111111-1111-4111-8111-111111111111', 'Rooftop solar array, Laval warehouse', '84 kW grid-tied array with monitoring.',
   'https://portfolio.example.com/marc/laval-solar', 'solar', current_date - 120),
  ('11111111-1111-4111-8111-111111111111', 'Restaurant electrical fit-out', '400 A service, kitchen circuits, emergency lighting.',
   'https://portfolio.example.com/marc/restaurant-fit-out', 'electrical', current_date - 300),
  ('11111111-1111-4111-8111-111111111111', 'Heritage home rewiring', 'Knob-and-tube removal in a 1912 duplex.',
   null, 'electrical', current_date - 500),
  ('55555555-5555-4555-8555-555555555555', 'Hydronic heating retrofit', 'Condensing boiler and radiant floors, 12 units.',
   'https://portfolio.example.com/elise/hydronic', 'hvac', current_date - 200);

-- Onboarding completed for every seeded account ------------------------------------------------
insert into public.user_onboarding_progress (user_id, step_id, status, completed_at)
select p.user_id, s.id, 'completed', now() - interval '59 days'
from public.user_profiles p
join public.onboarding_steps s on s.role_type = public.onboarding_role_type(p.default_role)
where p.user_id in (select id from seed_users);

-- Jobs: 300 open postings over curated fragments ----------------------------------------------
create temporary table seed_trades (i int, trade text, rate int, titles text[], scope text, reqs text);
insert into seed_trades values
  (1, 'carpentry', 36, '{"Finish Carpenter – Custom Millwork","Framing Carpenter – Multi-Unit Residential","Journeyperson Carpenter – Commercial Interiors","Formwork Carpenter – Mid-Rise Concrete"}',
   'Layout, framing and finish carpentry from reading drawings through trim, doors and hardware.', '["Own hand tools","Working at Heights certificate","Able to read drawings"]'),
  (2, 'plumbing', 42, '{"Licensed Plumber – Service and Repair","Plumber – New Residential Rough-In","Journeyperson Plumber – Commercial Tenant Improvements","Plumber – Backflow and Water Heaters"}',
   'Rough-in and finish plumbing, water heaters, backflow prevention and service calls to code.', '["Red Seal or provincial plumber licence","Valid driver''s licence","Backflow tester certificate an asset"]'),
  (3, 'electrical', 44, '{"Journeyperson Electrician – Commercial Fit-Outs","Industrial Electrician – Plant Maintenance","Residential Electrician – Service Upgrades","Electrician – EV Charger Installations"}',
   'Install and troubleshoot wiring, panels and controls under the Canadian Electrical Code.', '["309A or provincial electrician licence","CEC knowledge","WHMIS and Working at Heights"]'),
  (4, 'masonry', 38, '{"Bricklayer – Heritage Restoration","Stonemason – Residential Veneers","Mason – Block Walls and Chimneys","Masonry Restoration Technician"}',
   'Lay brick, block and stone, repoint mortar and restore masonry on occupied buildings.', '["Own trowels and levels","Scaffold experience","Fall protection training"]'),
  (5, 'roofing', 33, '{"Roofer – Asphalt Shingle Replacements","Flat Roofer – Modified Bitumen","Metal Roofing Installer","Roofing Crew Lead – Commercial Membranes"}',
   'Tear-off and installation of shingle, metal and membrane roofs with flashing and ventilation.', '["Fall protection certificate","Comfortable working at heights","Own transportation"]'),
  (6, 'hvac', 42, '{"HVAC Technician – Residential Service","Refrigeration Mechanic – Commercial","Sheet Metal Installer – Ductwork","HVAC Installer – Heat Pumps"}',
   'Install, start up and service furnaces, heat pumps, rooftop units and ventilation systems.', '["313A or refrigeration licence","Gas technician ticket","ODS certificate"]'),
  (7, 'flooring', 32, '{"Hardwood Floor Installer","Tile Setter – Kitchens and Baths","Commercial Flooring Installer – LVT and Carpet","Floor Refinishing Technician"}',
   'Prepare subfloors and install hardwood, tile, vinyl plank and carpet to manufacturer specifications.', '["Own knee pads and hand tools","Moisture testing experience","Clean, careful work in occupied homes"]'),
  (8, 'painting', 29, '{"Commercial Painter – Interior Repaints","Residential Painter – Exterior Season","Industrial Coatings Applicator","Painter and Decorator – High-End Homes"}',
   'Surface preparation, caulking, spraying and brush-and-roll finishes on interior and exterior work.', '["Spray equipment experience","Lift or scaffold ticket an asset","Attention to detail"]'),
  (9, 'general_construction', 31, '{"Construction Labourer – Residential Sites","Site Superintendent – Mid-Size Projects","General Contractor Helper","Renovation Lead Hand"}',
   'Site preparation, material handling, demolition and support of every trade on active job sites.', '["CSTS or equivalent safety training","Steel-toe boots and PPE","Reliable transportation"]'),
  (10, 'landscaping', 26, '{"Landscape Crew Member – Softscape","Hardscape Installer – Patios and Walls","Landscape Foreman","Irrigation Technician"}',
   'Grading, sod, planting, interlocking pavers, retaining walls and irrigation installation.', '["Valid driver''s licence","Skid steer experience an asset","Able to lift 25 kg"]'),
  (11, 'concrete', 34, '{"Concrete Finisher – Slabs and Sidewalks","Concrete Former – Foundations","Concrete Pump Operator","Decorative Concrete Installer"}',
   'Form, place, finish and cure concrete for footings, foundations, slabs and flatwork.', '["Finishing tools","ACI or CSA concrete testing an asset","Early starts in summer"]'),
  (12, 'drywall', 32, '{"Drywall Installer – Commercial Steel Stud","Taper and Finisher – Level 5","Drywall Boarder – Residential","Acoustic Ceiling Installer"}',
   'Steel stud framing, boarding, taping and finishing to level 4 and level 5, plus T-bar ceilings.', '["Own stilts and taping tools","Steel stud experience","Working at Heights"]'),
  (13, 'insulation', 29, '{"Insulation Installer – Spray Foam","Batt and Blown Insulation Installer","Mechanical Insulator – Piping","Air Barrier and Insulation Technician"}',
   'Install batt, blown, spray foam and mechanical insulation with air and vapour barriers.', '["Respirator fit test","Spray foam certification an asset","Comfortable in attics and crawlspaces"]'),
  (14, 'welding', 40, '{"Structural Welder – CWB Certified","Pipe Welder – Industrial Projects","Fabricator Welder – Shop","Mobile Welder – Agricultural Repairs"}',
   'Fit and weld structural steel, pipe and fabrications with SMAW, GMAW and FCAW processes.', '["CWB tickets (all position)","Blueprint reading","Own hood and hand tools"]'),
  (15, 'solar', 38, '{"Solar PV Installer – Residential Rooftops","Solar Electrician – Commercial Arrays","Solar Site Assessor","Battery Storage Installer"}',
   'Mount racking, run DC and AC wiring and commission rooftop and ground-mount PV and battery systems.', '["Electrical licence or apprenticeship","Working at Heights","NABCEP or CanSIA training an asset"]');

create temporary table seed_cities (province text, cities text[]);
insert into seed_cities values
  ('Alberta', '{"Calgary","Edmonton","Red Deer"}'), ('British Columbia', '{"Vancouver","Surrey","Kelowna"}'),
  ('Manitoba', '{"Winnipeg","Brandon","Steinbach"}'), ('New Brunswick', '{"Moncton","Saint John","Fredericton"}'),
  ('Newfoundland and Labrador', '{"St. John''s","Mount Pearl","Corner Brook"}'),
  ('Northwest Territories', '{"Yellowknife","Hay River","Inuvik"}'), ('Nova Scotia', '{"Halifax","Dartmouth","Sydney"}'),
  ('Nunavut', '{"Iqaluit","Rankin Inlet","Cambridge Bay"}'), ('Ontario', '{"Toronto","Ottawa","Hamilton"}'),
  ('Prince Edward Island', '{"Charlottetown","Summerside","Stratford"}'), ('Quebec', '{"Montréal","Québec","Laval"}'),
  ('Saskatchewan', '{"Saskatoon","Regina","Prince Albert"}'), ('Yukon', '{"Whitehorse","Dawson City","Watson Lake"}');

insert into public.jobs (id, owner_id, organization_id, title, description, trade_specialty, experience_level,
  location_city, location_province, work_type, duration, budget_min, budget_max, pay_unit, urgency, requirements,
  benefits, is_featured, status, created_at)
select ('10b00000-0000-4000-8000-' || lpad(g.i::text, 12, '0'))::uuid, o.owner_id, o.id,
  t.titles[1 + (g.i / 15) % 4], t.scope || ' Work is based in ' || c.cities[1 + (g.i / 13) % 3] || ', ' || g.province
    || '. ' || case g.work_type when 'full_time' then 'Permanent full-time position, 40 hours a week, days.'
      when 'part_time' then 'Part-time, about 20 hours a week with flexible days.'
      when 'contract' then case g.pay_unit when 'fixed' then 'Fixed-price contract paid by milestone.'
        else 'Fixed-term contract paid hourly, invoiced every two weeks.' end
      else 'Temporary assignment with a possible extension.' end
    || ' Apply with your hourly rate and availability; we reply to every applicant within two business days.',
  t.trade, g.level, c.cities[1 + (g.i / 13) % 3], g.province, g.work_type,
  case g.work_type when 'full_time' then 'Permanent' when 'part_time' then 'Ongoing, 20 hours per week'
    when 'contract' then g.weeks || ' weeks' else (1 + g.i % 4) || ' months' end,
  -- Hourly: the rate -10 % to +12 %, whole dollars. Yearly: 85-100 % of the rate over 2,080 hours
  -- (salaried work pays no overtime), to the $1,000. Fixed: the contract's weeks at 40 hours,
  -- -10 % to +15 %, to the $100. Every range meets Ontario's width rule for its unit.
  round(case g.pay_unit when 'hourly' then g.r * 0.9 when 'yearly' then g.r * 2080 * 0.85
    else g.r * g.weeks * 40 * 0.9 end, case g.pay_unit when 'hourly' then 0 when 'yearly' then -3 else -2 end),
  round(case g.pay_unit when 'hourly' then g.r * 1.12 when 'yearly' then g.r * 2080
    else g.r * g.weeks * 40 * 1.15 end, case g.pay_unit when 'hourly' then 0 when 'yearly' then -3 else -2 end),
  g.pay_unit,
  case when g.i % 9 = 0 then 'asap' when g.i % 5 = 0 then 'urgent' else 'normal' end,
  t.reqs,
  case g.i % 3 when 0 then '["Extended health and dental","RRSP matching","Paid statutory holidays"]'
    when 1 then '["Company vehicle and fuel card","Tool allowance","Paid training and certification"]'
    else '["Steady year-round work","Overtime at time and a half","Safety boot allowance"]' end,
  g.i % 11 = 0, 'open', now() - (g.i * interval '137 minutes')
from (
  -- Levels step once more every 8 jobs, so each level meets each work type and pay unit.
  select i, (public.app_provinces())[1 + i % 13] as province,
    (array['entry','intermediate','experienced','expert'])[1 + (i + i / 8) % 4] as level,
    (array['full_time','full_time','contract','contract','part_time','full_time','contract','temporary'])[1 + i % 8] as work_type,
    -- What the range is per (issue 41): a salary for full-time work, an hourly rate for part-time,
    -- temporary and one contract in three, a fixed total for the other (renovation-sized) contracts.
    (array['yearly','yearly','fixed','hourly','hourly','yearly','fixed','hourly'])[1 + i % 8] as pay_unit,
    2 + i % 10 as weeks,
    -- The trade's journeyperson rate, scaled by experience (entry 70 % to expert 120 %), never
    -- below $22.50 an hour: -10 % of it, $20, is above every minimum wage in Canada (2025).
    greatest(22.5, (select rate from seed_trades where i = 1 + g0.i % 15) * (array[0.7, 0.9, 1.0, 1.2])[1 + (i + i / 8) % 4]) as r
  from generate_series(0, 299) as g0(i)
) g
join seed_trades t on t.i = 1 + g.i % 15
join seed_cities c on c.province = g.province
-- Posted by a company that hires the trade: one in the job's province when there is one, else any.
cross join lateral (
  select m.id, m.owner_id from (
    select og.id, og.owner_id, count(*) over () as k, row_number() over (order by og.id) - 1 as r
    from public.organizations og join seed_companies sc on sc.name = og.name
    where sc.trades::jsonb ? t.trade
      and (sc.province = g.province or not exists (
        select 1 from seed_companies x where x.province = g.province and x.trades::jsonb ? t.trade))
  ) m where m.r = (g.i / 13) % m.k
) o;

-- Two past postings of the demo company, for job management.
insert into public.jobs (owner_id, organization_id, title, description, trade_specialty, experience_level,
  location_city, location_province, work_type, duration, budget_min, budget_max, pay_unit, requirements, benefits, status, created_at)
values
  ('22222222-2222-4222-8222-222222222222', '0e000000-0000-4000-8000-000000000001', 'Drywall Taper – Condo Lobby Refresh',
   'Level 5 finish on curved lobby walls and bulkheads in an occupied condominium; night shifts for two weeks.',
   'drywall', 'experienced', 'Toronto', 'Ontario', 'contract', '2 weeks', 4200, 5600, 'fixed', '["Level 5 finishing"]', '[]', 'filled', now() - interval '45 days'),
  ('22222222-2222-4222-8222-222222222222', '0e000000-0000-4000-8000-000000000001', 'Site Carpenter – Townhouse Framing',
   'Framing crew for 12 stacked townhouses; stairs, blocking and sheathing from engineered drawings.',
   'carpentry', 'intermediate', 'Hamilton', 'Ontario', 'contract', '10 weeks', 18000, 24000, 'fixed', '[]', '[]', 'closed', now() - interval '40 days');

-- Applications in every status (inserted as submitted, then moved on, so the events fire) -------
create temporary table seed_apps (applicant uuid, pos int, status text, rate numeric);
insert into seed_apps values
  ('11111111-1111-4111-8111-111111111111', 1, 'submitted', 48), ('11111111-1111-4111-8111-111111111111', 2, 'viewed', 50),
  ('11111111-1111-4111-8111-111111111111', 3, 'shortlisted', 47), ('11111111-1111-4111-8111-111111111111', 4, 'accepted', 52),
  ('11111111-1111-4111-8111-111111111111', 5, 'rejected', 55), ('11111111-1111-4111-8111-111111111111', 6, 'withdrawn', 49),
  ('44444444-4444-4444-8444-444444444444', 1, 'submitted', 24), ('44444444-4444-4444-8444-444444444444', 3, 'viewed', 25),
  ('55555555-5555-4555-8555-555555555555', 2, 'shortlisted', 70), ('55555555-5555-4555-8555-555555555555', 5, 'submitted', 72);

insert into public.job_applications (id, job_id, applicant_id, job_owner_id, cover_letter, proposed_rate,
  relevant_experience, availability_start, portfolio_items, estimated_hours, created_at)
select gen_random_uuid(), j.id, a.applicant, j.owner_id,
  'Hello, I am interested in the ' || j.title || ' posting in ' || j.location_city
    || '. I work safely, keep a clean site and can start on the date below.',
  a.rate, 'Years of site work in ' || replace(j.trade_specialty, '_', ' ') || ' on residential and commercial projects.',
  current_date + 7 + a.pos * 3,
  case when a.applicant = '11111111-1111-4111-8111-111111111111' then 'https://portfolio.example.com/marc' end,
  case when j.work_type = 'contract' then 120 + a.pos * 10 end, now() - ((8 - a.pos) * interval '1 day')
from seed_apps a
join (select jb.*, row_number() over (order by jb.created_at desc) as pos from public.jobs jb
      where jb.owner_id = '22222222-2222-4222-8222-222222222222' and jb.status = 'open') j on j.pos = a.pos;

update public.job_applications ap set status = a.status
from seed_apps a, (select jb.id, row_number() over (order by jb.created_at desc) as pos from public.jobs jb
      where jb.owner_id = '22222222-2222-4222-8222-222222222222' and jb.status = 'open') j
where ap.applicant_id = a.applicant and ap.job_id = j.id and j.pos = a.pos and a.status <> 'submitted';

-- Notifications: those the events created, plus a welcome; older ones read -------------------
insert into public.notifications (user_id, type, title, message, data, created_at)
select id, 'system', 'Welcome to CraftLink', 'Your account is ready. Keep your profile current to get better matches.',
  '{"link":"/profile","kind":"welcome"}', now() - interval '59 days'
from seed_users where n > 100 or n = 1;
insert into public.notifications (user_id, type, title, message, data) values
  ('11111111-1111-4111-8111-111111111111', 'achievement', 'Profile complete',
   'You earned 50 craft points for completing your profile.', '{"points":50,"kind":"profileComplete"}');
update public.notifications set read = true
where type = 'system' or (type = 'application_status' and message like '%viewed%');

-- Navigation history (drives the usage-based suggestions) and time spent ----------------------
insert into public.navigation_events (user_id, action, path, user_role, skill_level, occurred_at)
select u.id, 'page_visit', (case when u.role = 'company'
    then array['/', '/company-dashboard', '/job-management', '/post-job', '/job-management', '/chat']
    else array['/', '/craftsman-dashboard', '/jobs', '/my-work', '/jobs', '/portfolio'] end)[1 + s % 6],
  u.role, 'intermediate', now() - interval '20 days' + (s * interval '17 minutes')
from (select id, case when default_role = 'company' then 'company' else 'craftsman' end as role
      from seed_users where n <= 8 or n > 100) u
cross join generate_series(0, 35) s;

insert into public.page_time_spent (id, user_id, device_id, page, seconds, visits, last_visited_at) values
  ('11111111-1111-4111-8111-111111111111:phone:/jobs', '11111111-1111-4111-8111-111111111111', 'phone', '/jobs', 5400, 42, now() - interval '1 day'),
  ('11111111-1111-4111-8111-111111111111:laptop:/jobs', '11111111-1111-4111-8111-111111111111', 'laptop', '/jobs', 1800, 9, now() - interval '3 days'),
  ('11111111-1111-4111-8111-111111111111:phone:/my-work', '11111111-1111-4111-8111-111111111111', 'phone', '/my-work', 900, 11, now() - interval '2 days'),
  ('22222222-2222-4222-8222-222222222222:laptop:/job-management', '22222222-2222-4222-8222-222222222222', 'laptop', '/job-management', 7200, 30, now() - interval '1 day');

-- Crawler protection: documentation-range addresses (RFC 5737), so nothing real is listed ------
insert into public.ip_access_control (ip_address, access_type, reason, created_by, created_at, expires_at) values
  ('203.0.113.10', 'whitelist', 'Office network', '33333333-3333-4333-8333-333333333333', now() - interval '10 days', null),
  ('198.51.100.23', 'blacklist', 'Automatic: detection score 240', null, now() - interval '2 hours', now() + interval '22 hours');
insert into public.crawler_activity (ip_address, detection_score, is_blocked, detection_reason, request_path,
  activity_type, severity, user_agent, signals, created_at) values
  ('198.51.100.23', 240, true, 'headless user agent; webdriver flag; request rate', '/jobs', 'check', null,
   'Mozilla/5.0 HeadlessChrome/131.0', '{"headless_user_agent":100,"webdriver":80,"request_rate":60}', now() - interval '2 hours'),
  ('192.0.2.44', 120, false, 'no plugins; rapid_scrolling', '/jobs', 'report', 'medium',
   'Mozilla/5.0 (X11; Linux x86_64)', '{"no_plugins":30,"rapid_scrolling":25,"request_rate":65}', now() - interval '5 hours'),
  ('192.0.2.45', 60, false, 'content_copy; request rate', '/profile', 'report', 'low',
   'Mozilla/5.0 (Macintosh)', '{"content_copy":10,"request_rate":50}', now() - interval '1 day');

drop table seed_users, seed_companies, seed_trades, seed_cities, seed_apps;

-- Maple Ridge Builders' crew (/group-admin): Sam works for it; Lee asks to join as an apprentice.
insert into public.user_roles (user_id, role, status, organization_id, granted_by, created_at) values
  ('66666666-6666-4666-8666-666666666601', 'craftsman', 'active', '0e000000-0000-4000-8000-000000000001',
   '22222222-2222-4222-8222-222222222222', now() - interval '40 days'),
  ('66666666-6666-4666-8666-666666666602', 'apprentice', 'pending', '0e000000-0000-4000-8000-000000000001',
   null, now() - interval '2 days');
insert into public.role_requests (user_id, requested_role, organization_id, reason, created_at) values
  ('66666666-6666-4666-8666-666666666602', 'apprentice', '0e000000-0000-4000-8000-000000000001',
   'Second-year carpentry apprentice; I worked on your Etobicoke site last summer.', now() - interval '2 days');

-- Workflow rules (/workflow-automation): Maple Ridge tells its administrators about urgent
-- applicants; Marc is reminded 60 days before a ticket expires.
insert into public.automation_rules (owner_id, organization_id, name, event, conditions, actions) values
  ('22222222-2222-4222-8222-222222222222', '0e000000-0000-4000-8000-000000000001', 'Urgent applicants',
   'application.created', '[{"field":"job.urgency","op":"eq","value":"urgent"}]',
   '[{"type":"notify_team","title":"Urgent applicant: {{applicant.name}}","message":"{{applicant.name}} applied to {{job.title}}. Call them today."}]'),
  ('11111111-1111-4111-8111-111111111111', null, 'Ticket renewal reminder', 'certificate.expiring',
   '[{"field":"days_left","op":"lte","value":"60"}]',
   '[{"type":"notify_me","title":"Renew {{certificate.name}}","message":"{{certificate.name}} expires on {{certificate.expires_on}} ({{days_left}} days)."}]');

-- Development: webhooks may point at this machine (http://localhost…); production is https only.
insert into public.platform_flags (name, enabled) values ('webhooks_allow_local_urls', true);

-- Messages (issue 32): Priya and Marc about his application to her electrical posting, the hired
-- team of the job Marc was accepted for (with Sam, her site lead), and Élise going over Jordan's
-- logbook hours. Messages are inserted as they would arrive, so the triggers keep each
-- conversation's last message; the seed writes as a trusted writer, so its sent_at times stand
-- and nothing recounts, and each member's read mark and unread count are set afterwards.
insert into public.conversations (id, kind, title, job_id, application_id, unique_key, created_by, created_at)
select 'c4a70000-0000-4000-8000-000000000001', 'direct', null, a.job_id, a.id,
  format('direct:%s:%s:%s', least(a.applicant_id, a.job_owner_id), greatest(a.applicant_id, a.job_owner_id), a.id),
  a.job_owner_id, now() - interval '3 days 5 hours'
from public.job_applications a join public.jobs j on j.id = a.job_id
where a.applicant_id = '11111111-1111-4111-8111-111111111111' and a.job_owner_id = '22222222-2222-4222-8222-222222222222'
order by (j.trade_specialty = 'electrical') desc, a.created_at
limit 1;
insert into public.conversations (id, kind, title, job_id, unique_key, created_by, created_at)
select 'c4a70000-0000-4000-8000-000000000002', 'group', left(j.title, 100), j.id, 'team:' || j.id, j.owner_id,
  now() - interval '2 days 3 hours'
from public.job_applications a join public.jobs j on j.id = a.job_id
where a.applicant_id = '11111111-1111-4111-8111-111111111111' and a.job_owner_id = '22222222-2222-4222-8222-222222222222'
  and a.status = 'accepted'
limit 1;
insert into public.conversations (id, kind, unique_key, created_by, created_at) values
  ('c4a70000-0000-4000-8000-000000000003', 'direct',
   'direct:44444444-4444-4444-8444-444444444444:55555555-5555-4555-8555-555555555555',
   '44444444-4444-4444-8444-444444444444', now() - interval '4 days 4 hours');

insert into public.conversation_members (id, conversation_id, user_id, role, joined_at, created_at)
select c.id || ':' || m.user_id, c.id, m.user_id, m.role, c.created_at, c.created_at
from public.conversations c
join (values
  ('c4a70000-0000-4000-8000-000000000001'::uuid, '22222222-2222-4222-8222-222222222222'::uuid, 'member'),
  ('c4a70000-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'member'),
  ('c4a70000-0000-4000-8000-000000000002', '22222222-2222-4222-8222-222222222222', 'owner'),
  ('c4a70000-0000-4000-8000-000000000002', '11111111-1111-4111-8111-111111111111', 'member'),
  ('c4a70000-0000-4000-8000-000000000002', '66666666-6666-4666-8666-666666666601', 'member'),
  ('c4a70000-0000-4000-8000-000000000003', '44444444-4444-4444-8444-444444444444', 'member'),
  ('c4a70000-0000-4000-8000-000000000003', '55555555-5555-4555-8555-555555555555', 'member')
) m (conversation_id, user_id, role) on m.conversation_id = c.id;

-- Message n of conversation k has id c4a7e000-0000-4000-8000-0000000k00nn. {job}, {city} and
-- {start} are the application's job title, city and start date.
create temporary table seed_chat (k int, n int, sender uuid, ago interval, body text);
insert into seed_chat values
  (1, 1, '22222222-2222-4222-8222-222222222222', '3 days 5 hours',
   'Hi Marc, thanks for applying to {job}. Your fit-out and service upgrade work is what we need. Are you still available?'),
  (1, 2, '11111111-1111-4111-8111-111111111111', '3 days 4 hours 20 minutes',
   'Hi Priya, yes, I am. I can start on {start}. Is the site in {city}?'),
  (1, 3, '22222222-2222-4222-8222-222222222222', '2 days 7 hours',
   'Yes: Unit 4, 220 Industrial Road, {city}. Park behind the building and check in at the site trailer by the east gate.'),
  (1, 4, '11111111-1111-4111-8111-111111111111', '2 days 6 hours 35 minutes',
   'Got it. Should I bring my own tools, or is there a tool crib on site?'),
  (1, 5, '22222222-2222-4222-8222-222222222222', '1 day 8 hours',
   'Bring your hand tools and your meter. We supply the lifts, benders, threaders and all consumables.'),
  (1, 6, '11111111-1111-4111-8111-111111111111', '1 day 7 hours 45 minutes',
   'Perfect. I have my own cordless kit and a Fluke 117.'),
  (1, 7, '22222222-2222-4222-8222-222222222222', '3 hours',
   'Could you start on {start} at 7:00? The first hour is the site safety orientation.'),
  (1, 8, '22222222-2222-4222-8222-222222222222', '2 hours 50 minutes',
   'Please also bring your Red Seal card and your Working at Heights certificate.'),
  (2, 1, '22222222-2222-4222-8222-222222222222', '2 days 3 hours',
   'Welcome to the team, Marc. Sam Okafor is our site lead and will meet you on your first day.'),
  (2, 2, '66666666-6666-4666-8666-666666666601', '2 days 2 hours 30 minutes',
   'Hi Marc. We start at 7:00. Hard hat, boots, glasses, and a harness for the scissor lift.'),
  (2, 3, '11111111-1111-4111-8111-111111111111', '1 day 21 hours',
   'Thanks Sam, see you then. Is there a material list for the first week?'),
  (2, 4, '66666666-6666-4666-8666-666666666601', '5 hours',
   'Materials arrive Monday morning. I will post the drawings and the material list here tonight.'),
  (3, 1, '44444444-4444-4444-8444-444444444444', '4 days 4 hours',
   'Hi Élise, I am getting my logbook ready for my level 1 sign-off. Could you look over my hours before I send them in?'),
  (3, 2, '55555555-5555-4555-8555-555555555555', '4 days 3 hours',
   'Of course. How many hours do you have for October, and on which tasks?'),
  (3, 3, '44444444-4444-4444-8444-444444444444', '3 days 23 hours',
   '142 hours: 96 framing, 30 concrete formwork and 16 building stairs.'),
  (3, 4, '55555555-5555-4555-8555-555555555555', '3 days 22 hours',
   'Good. Log the stair hours under finish carpentry: they count toward a different task block. Have your supervisor initial each week.'),
  (3, 5, '44444444-4444-4444-8444-444444444444', '1 day 5 hours',
   'Done, my supervisor initialled every week. That brings me to 1,240 hours in total.'),
  (3, 6, '55555555-5555-4555-8555-555555555555', '1 day 4 hours',
   'Nice work. Send me a photo of the summary page and I will write your reference letter this week.');

insert into public.messages (id, conversation_id, user_id, body, created_at, sent_at)
select ('c4a7e000-0000-4000-8000-' || lpad((s.k * 100 + s.n)::text, 12, '0'))::uuid, c.id, s.sender,
  replace(replace(replace(s.body, '{job}', coalesce(j.title, '')), '{city}', coalesce(j.location_city, '')),
    '{start}', coalesce(to_char(a.availability_start, 'FMMonth FMDD'), '')),
  now() - s.ago, now() - s.ago
from seed_chat s
join public.conversations c on c.id = ('c4a70000-0000-4000-8000-' || lpad(s.k::text, 12, '0'))::uuid
left join public.job_applications a on a.id = c.application_id
left join public.jobs j on j.id = a.job_id
order by now() - s.ago;

-- Read marks as the devices left them (every message reached every device): Priya, Sam and Élise
-- have read everything; Marc has not read Priya's last two messages nor Sam's last, Jordan not
-- Élise's last. Counted as the server counts them (count_unread).
update public.conversation_members m
set last_read_at = r.sent_at, last_delivered_at = c.last_message_at,
  unread_count = public.count_unread(m.conversation_id, m.user_id, r.sent_at)
from (values
  (1, '22222222-2222-4222-8222-222222222222'::uuid, 8), (1, '11111111-1111-4111-8111-111111111111', 6),
  (2, '22222222-2222-4222-8222-222222222222', 4), (2, '11111111-1111-4111-8111-111111111111', 3),
  (2, '66666666-6666-4666-8666-666666666601', 4),
  (3, '44444444-4444-4444-8444-444444444444', 5), (3, '55555555-5555-4555-8555-555555555555', 6)
) v (k, user_id, n)
join public.messages r on r.id = ('c4a7e000-0000-4000-8000-' || lpad((v.k * 100 + v.n)::text, 12, '0'))::uuid
join public.conversations c on c.id = r.conversation_id
where m.conversation_id = r.conversation_id and m.user_id = v.user_id;
-- The message notifications the inserts raised are in the server's English, which the app does
-- not translate yet; the demo's notifications stay those it can show in French.
delete from public.notifications where type = 'message';
drop table seed_chat;
