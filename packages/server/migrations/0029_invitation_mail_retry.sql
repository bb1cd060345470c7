-- Invitation mails (0026) are e-mail jobs like the others: when one fails on every attempt,
-- the admin's dashboard (0025) lists it among the failed e-mails and an administrator can
-- queue it again. 0026 added the task (`invitations__send`, marked `sendsMail` in the
-- worker) without listing it here, so its failures were invisible on /admin.
-- test/admin-dashboard.test.ts holds this list equal to the worker's mail tasks.
--
-- The recipient shown is the payload's address; the code in the payload stays in the
-- database, as the tokens of the other mails do. A retried mail carries the code it was
-- queued with: if the invitation was resent since (a new code), accepted or has expired,
-- the accept page says so (DNIED or NTFND), as an expired token's link does.

insert into app_private.mail_tasks (identifier) values ('invitations__send');
