-- Delta sync (GET /api/class?since=): every insert, update and delete of a class takes the next
-- number of the 'classes' counter. SQLite lets one writer in at a time and holds its lock until
-- commit, so these numbers follow commit order: a reader never sees number n+1 without n.
-- Triggers rather than application code, so that no writer (routes, payments, seed, scripts)
-- can forget it.
UPDATE `classes` SET `change_seq` = rowid, `ever_approved` = (`status` = 'approved');
--> statement-breakpoint
INSERT INTO `change_counters` (`name`, `value`, `epoch`)
VALUES ('classes', (SELECT coalesce(max(`change_seq`), 0) FROM `classes`), lower(hex(randomblob(8))));
--> statement-breakpoint
CREATE TRIGGER `classes_change_after_insert` AFTER INSERT ON `classes`
BEGIN
  UPDATE `change_counters` SET `value` = `value` + 1 WHERE `name` = 'classes';
  UPDATE `classes`
  SET `change_seq` = (SELECT `value` FROM `change_counters` WHERE `name` = 'classes'),
      `ever_approved` = (`ever_approved` OR `status` = 'approved')
  WHERE `id` = NEW.`id`;
  -- A class id that comes back (a restore) is no longer deleted.
  DELETE FROM `deleted_classes` WHERE `class_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `classes_change_after_update` AFTER UPDATE ON `classes`
WHEN NEW.`change_seq` = OLD.`change_seq`
BEGIN
  UPDATE `change_counters` SET `value` = `value` + 1 WHERE `name` = 'classes';
  UPDATE `classes`
  SET `change_seq` = (SELECT `value` FROM `change_counters` WHERE `name` = 'classes'),
      `ever_approved` = (`ever_approved` OR `status` = 'approved')
  WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `classes_tombstone_after_delete` AFTER DELETE ON `classes`
BEGIN
  UPDATE `change_counters` SET `value` = `value` + 1 WHERE `name` = 'classes';
  INSERT OR REPLACE INTO `deleted_classes`
    (`class_id`, `deleted_at`, `change_seq`, `instructor_email`, `ever_approved`)
  VALUES (
    OLD.`id`,
    strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
    (SELECT `value` FROM `change_counters` WHERE `name` = 'classes'),
    OLD.`instructor_email`,
    OLD.`ever_approved` OR OLD.`status` = 'approved'
  );
END;
