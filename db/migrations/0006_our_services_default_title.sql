-- The services section is titled "Our Services" by default (spec 1 §2). Demo data seeded before
-- stored each industry's old default title; those become the new default, an owner's own title stays.
UPDATE `website_content` SET `services_title` = 'Our Services'
  WHERE `services_title` IN ('Detailing & Protection Services', 'Cleaning Services', 'Lawn & Landscape Services', 'Grooming Services', 'Cuts, Fades & Shaves');
