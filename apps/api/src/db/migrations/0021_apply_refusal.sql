-- The apply statement (modules/gift/repository.ts applyAtOnce) writes with conditional updates and, when one of them
-- loses a race after an earlier one in the same statement has written, calls this to abort the whole statement:
-- nothing it wrote stays. SQLSTATE PCS01 with the refusal as the message ('allowance' or 'stock').
CREATE FUNCTION pcs_refuse(reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'PCS01', MESSAGE = reason;
END
$$;
