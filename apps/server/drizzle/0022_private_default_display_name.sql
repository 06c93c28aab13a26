-- Sign-up without a name used to make the email's local part the display name, which the forum and the referral
-- ranking show to other members. A display name still equal to that default goes back to empty: the pages then say
-- "Member", and the owner can choose a name on the profile page.
UPDATE "users" SET "display_name" = '' WHERE "display_name" = split_part("email", '@', 1) AND "first_name" = '' AND "last_name" = '';
