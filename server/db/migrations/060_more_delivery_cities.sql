-- The cities added to the demo catalogue for "50+ cities" (issue 14), by their PIN districts.
-- Prayagraj's PIN offices are still filed under its old district name, Allahabad; Hubballi's under Dharwad.
INSERT INTO city_districts (city_id, state_code, district) VALUES
  ('thane', '27', 'Thane'), ('ghaziabad', '09', 'Ghaziabad'), ('faridabad', '06', 'Faridabad'),
  ('meerut', '09', 'Meerut'), ('rajkot', '24', 'Rajkot'), ('kolhapur', '27', 'Kolhapur'),
  ('jabalpur', '23', 'Jabalpur'), ('gwalior', '23', 'Gwalior'), ('prayagraj', '09', 'Allahabad'),
  ('jalandhar', '03', 'Jalandhar'), ('kozhikode', '32', 'Kozhikode'), ('tiruchirappalli', '33', 'Tiruchirappalli'),
  ('hubballi', '29', 'Dharwad'), ('jamshedpur', '20', 'East Singhbhum'), ('puducherry', '34', 'Pondicherry'),
  ('gangtok', '11', 'East Sikkim')
ON CONFLICT DO NOTHING;
