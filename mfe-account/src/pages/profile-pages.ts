import { addTranslations } from '@palco/shared';
import { formDictionaries } from '../forms-i18n';
import { profilesDictionaries } from '../profiles-manage/profiles-i18n';

// The profile-management pages load only when one of their routes is opened, with their own strings and the
// form strings they share with the other account forms (the save-changes popup, the error words).
addTranslations(formDictionaries);
addTranslations(profilesDictionaries);

export { AvatarPage } from '../profiles-manage/AvatarPage';
export { CreateProfilePage } from '../profiles-manage/CreateProfilePage';
export { EditProfilePage } from '../profiles-manage/EditProfilePage';
export { LanguagePage } from '../profiles-manage/LanguagePage';
