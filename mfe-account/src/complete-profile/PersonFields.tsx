import type { ReactNode, Ref } from 'react';
import { useTranslation } from '@palco/shared';
import { TextField } from '../ui/TextField';
import { GenderField } from './GenderField';
import { PhoneField } from './PhoneField';
import type { ProfileDetailsDraft } from './profile-details-rules';

type PersonDraft = Pick<ProfileDetailsDraft, 'fullName' | 'phone' | 'gender'>;

export interface PersonFieldsProps {
  draft: PersonDraft;
  onChange: (change: Partial<PersonDraft>) => void;
  /** Already translated, each shown under its field. */
  errors: { name?: string | undefined; phone?: string | undefined; gender?: string | undefined };
  nameRef: Ref<HTMLInputElement>;
  phoneRef: Ref<HTMLInputElement>;
  genderRef: Ref<HTMLInputElement>;
}

/**
 * Who the account holder is, as both forms that ask it do (completing the profile, personal data): the full
 * name, the phone with its dial code and the optional gender, each with its own error.
 */
export function PersonFields({
  draft,
  onChange,
  errors,
  nameRef,
  phoneRef,
  genderRef,
}: PersonFieldsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        ref={nameRef}
        label={t('ACCOUNT_FULL_NAME')}
        name="fullname"
        autoComplete="name"
        value={draft.fullName}
        error={errors.name}
        onChange={(event) => onChange({ fullName: event.target.value })}
      />
      <PhoneField
        ref={phoneRef}
        value={draft.phone}
        error={errors.phone}
        onChange={(phone) => onChange({ phone })}
      />
      <GenderField
        ref={genderRef}
        value={draft.gender}
        error={errors.gender}
        onChange={(gender) => onChange({ gender })}
      />
    </>
  );
}
