-- Each instance keeps the data version in memory (decision 021): the bump also tells listeners
-- the new version.
-- pg_notify is transactional: listeners hear it only once the change is committed, in commit order.
CREATE OR REPLACE FUNCTION recipe_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE recipe_version SET v = v + 1 WHERE id = 1 RETURNING v INTO next_version;
  PERFORM pg_notify('recipe_version', next_version::text);
  RETURN NULL;
END
$$;
