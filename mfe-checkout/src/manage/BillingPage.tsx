import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  BILLING_COUNTRY_CODES,
  BILLING_FIELD_MAX,
  BILLING_HOME_COUNTRY,
  BILLING_REQUIRED_FIELDS,
  billingErrorOf,
  billingProblems,
  endpoints,
  normaliseBilling,
  paymentErrorCodes,
  type Billing,
  type BillingDetails,
  type BillingField,
  type BillingProblem,
} from '@palco/contracts';
import {
  ApiError,
  AppLink,
  bus,
  callEndpoint,
  errorMessageFor,
  http,
  Spinner,
  useTranslation,
} from '@palco/shared';
import { useBilling } from './manage-api';
import { LoadError, ManageLayout } from './ManageLayout';
import * as styles from './Manage.module.css';

/** The form's fields in order, with what the browser may fill them with. */
const FIELDS: readonly { field: BillingField; autoComplete: string; inputMode?: 'numeric' | 'tel' }[] = [
  { field: 'name', autoComplete: 'name' },
  { field: 'tax_id_number', autoComplete: 'off' },
  { field: 'address', autoComplete: 'street-address' },
  { field: 'zip_code', autoComplete: 'postal-code' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'country', autoComplete: 'country' },
  { field: 'phone_number', autoComplete: 'tel', inputMode: 'tel' },
  { field: 'iban', autoComplete: 'off' },
];

type Values = Record<BillingField, string>;

const EMPTY: Values = {
  name: '',
  address: '',
  zip_code: '',
  city: '',
  country: BILLING_HOME_COUNTRY,
  phone_number: '',
  tax_id_number: '',
  iban: '',
};

/** The words of a field's problem; a Portuguese postcode and NIF say what form they take. */
function problemKey(field: BillingField, problem: BillingProblem, country: string): string {
  if (problem === 'required') return 'MANAGE_BILLING_REQUIRED';
  if (problem === 'too_long') return 'MANAGE_BILLING_TOO_LONG';
  const home = country.trim().toUpperCase() === BILLING_HOME_COUNTRY;
  const key = `MANAGE_BILLING_INVALID_${field.toUpperCase()}`;
  return home && (field === 'zip_code' || field === 'tax_id_number') ? `${key}_PT` : key;
}

/**
 * `/profile/billing` (spec sections 3, 5 and 8): the details the account's invoices are issued to — name,
 * VAT number (in Portugal a NIF, its check digit checked), address, postcode (NNNN-NNN in Portugal), town,
 * country, phone — every starred field required, editable only while a plan is in force. The same rules
 * as the API's (contracts' `billingProblems`) run before sending; a refusal keeps what was typed and says
 * why at the field. Saving shows section 8's "billing changes may take a while" toast.
 */
export function BillingPage(): ReactNode {
  const billing = useBilling();
  let body: ReactNode;
  if (billing.error) body = <LoadError onRetry={() => void billing.mutate()} />;
  else if (!billing.data) body = <Spinner />;
  else {
    body = (
      <BillingForm
        answer={billing.data}
        onSaved={(saved) => void billing.mutate(saved, { revalidate: false })}
        onPlanGone={() => void billing.mutate()}
      />
    );
  }
  return <ManageLayout titleKey="MANAGE_BILLING_TITLE">{body}</ManageLayout>;
}

interface BillingFormProps {
  answer: Billing;
  onSaved: (answer: Billing) => void;
  /** The API said there is no plan any more: the page asks again, and shows the details read-only. */
  onPlanGone: () => void;
}

function BillingForm({ answer, onSaved, onPlanGone }: BillingFormProps): ReactNode {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...answer.billing }));
  const [errors, setErrors] = useState<Partial<Record<BillingField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const controls = useRef<Partial<Record<BillingField, HTMLInputElement | HTMLSelectElement | null>>>({});
  // The first field found wrong, focused once its message shows and the form is enabled again (it is
  // disabled while saving).
  const focusOn = useRef<BillingField | null>(null);
  const editable = answer.editable;

  useEffect(() => {
    const field = focusOn.current;
    if (!field || saving) return;
    controls.current[field]?.focus();
    focusOn.current = null;
  }, [errors, saving]);

  // Every country by its name in the viewer's language, the home country first.
  const countries = useMemo(() => {
    const tag = i18n.language.replace('_', '-');
    const names = new Intl.DisplayNames([tag], { type: 'region' });
    const collator = new Intl.Collator(tag);
    const named = BILLING_COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code }));
    const [home, ...rest] = named;
    // Made once per language: the list is long, and the form renders again at every key typed.
    return [...(home ? [home] : []), ...rest.sort((a, b) => collator.compare(a.name, b.name))].map(
      ({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ),
    );
  }, [i18n.language]);

  const show = (found: Partial<Record<BillingField, BillingProblem>>, country: string): void => {
    const messages = Object.fromEntries(
      (Object.entries(found) as [BillingField, BillingProblem][]).map(([field, problem]) => [
        field,
        t(problemKey(field, problem, country)),
      ]),
    );
    focusOn.current = FIELDS.find(({ field }) => messages[field])?.field ?? null;
    setErrors(messages);
  };

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setFailure(null);
    setSaved(null);
    const details: BillingDetails = normaliseBilling(values);
    const found = billingProblems(details);
    if (Object.keys(found).length > 0) {
      show(found, details.country);
      return;
    }
    setErrors({});
    setSaving(true);
    callEndpoint(http, endpoints.putBilling, { body: details })
      .then((next) => {
        setValues({ ...EMPTY, ...next.billing });
        onSaved(next);
        const message = t('MANAGE_BILLING_SAVED');
        setSaved(message);
        bus.emit('toast:show', { message, kind: 'success' });
      })
      .catch((error: unknown) => {
        const refused = error instanceof ApiError ? billingErrorOf(error.errorCode) : null;
        if (refused) show({ [refused.field]: refused.problem }, details.country);
        else if (error instanceof ApiError && error.errorCode === paymentErrorCodes.billingRequiresPlan) {
          onPlanGone();
        } else {
          setFailure(error instanceof ApiError ? errorMessageFor(t, error) : t('MANAGE_LOAD_ERROR'));
        }
      })
      .finally(() => setSaving(false));
  }

  return (
    <div className={styles.block}>
      <p className={styles.muted}>{t('MANAGE_BILLING_INTRO')}</p>
      {!editable && (
        <div className={styles.block}>
          <p role="status">{t('MANAGE_BILLING_NEEDS_PLAN')}</p>
          <div className={styles.actions}>
            <AppLink href="/adira-ja" className="palco-button palco-button--ghost">
              {t('MANAGE_SEE_PLANS')}
            </AppLink>
          </div>
        </div>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>{t('MANAGE_BILLING_REQUIRED_NOTE')}</p>
        {FIELDS.map(({ field, autoComplete, inputMode }) => {
          const control = `${id}-${field}`;
          const error = errors[field];
          const required = BILLING_REQUIRED_FIELDS.includes(field);
          const common = {
            id: control,
            name: field,
            autoComplete,
            disabled: !editable || saving,
            'aria-required': required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${control}-error` : undefined,
          };
          return (
            <div key={field} className={styles.field}>
              <label htmlFor={control}>
                {t(`MANAGE_BILLING_${field.toUpperCase()}`)}
                {required && <span aria-hidden="true"> *</span>}
              </label>
              {field === 'country' ? (
                <select
                  {...common}
                  ref={(element) => {
                    controls.current[field] = element;
                  }}
                  value={values.country}
                  onChange={(event) => setValues((current) => ({ ...current, country: event.target.value }))}
                >
                  {countries}
                </select>
              ) : (
                <input
                  {...common}
                  ref={(element) => {
                    controls.current[field] = element;
                  }}
                  type={field === 'phone_number' ? 'tel' : 'text'}
                  inputMode={inputMode}
                  // Room for spaces a person types, which are taken out before the length counts.
                  maxLength={BILLING_FIELD_MAX[field] + 10}
                  value={values[field]}
                  onChange={(event) => {
                    const { value } = event.target;
                    setValues((current) => ({ ...current, [field]: value }));
                  }}
                />
              )}
              {error && (
                <p id={`${control}-error`} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        {saved && <p role="status">{saved}</p>}
        <div className={styles.actions}>
          <button type="submit" className="palco-button" disabled={!editable || saving}>
            {t('MANAGE_BILLING_SAVE')}
          </button>
        </div>
      </form>
    </div>
  );
}
