import { type ReactNode, useState } from 'react';
import type { Transaction } from '@palco/contracts';
import { formatPrice, Spinner, useTranslation } from '@palco/shared';
import { downloadInvoice, useTransactions } from './manage-api';
import { formatDay } from './manage-format';
import { LoadError, ManageLayout } from './ManageLayout';
import * as styles from './Manage.module.css';

/**
 * `/profile/history` (spec sections 1 and 2): every invoice of the account, newest first — its number, date,
 * plan and the days it paid for, amount and method — each downloadable as the PDF the API writes, in the
 * viewer's language.
 */
export function InvoiceHistoryPage(): ReactNode {
  const transactions = useTransactions();
  let body: ReactNode;
  if (transactions.error) body = <LoadError onRetry={() => void transactions.mutate()} />;
  else if (!transactions.data) body = <Spinner />;
  else body = <InvoiceTable invoices={transactions.data} />;
  return <ManageLayout titleKey="MANAGE_HISTORY_TITLE">{body}</ManageLayout>;
}

function InvoiceTable({ invoices }: { invoices: readonly Transaction[] }): ReactNode {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failed, setFailed] = useState<Transaction | null>(null);
  const day = (date: string): string => formatDay(date, i18n.language);

  if (invoices.length === 0) return <p className={styles.block}>{t('MANAGE_HISTORY_EMPTY')}</p>;

  const download = (invoice: Transaction): void => {
    setDownloading(invoice.id);
    setFailed(null);
    downloadInvoice(invoice, i18n.language)
      .catch(() => setFailed(invoice))
      .finally(() => setDownloading(null));
  };

  return (
    <div className={styles.block}>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('MANAGE_HISTORY_DOWNLOAD_ERROR', { number: failed.number })}
        </p>
      )}
      <table className={styles.table}>
        <caption>{t('MANAGE_HISTORY_CAPTION')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('MANAGE_HISTORY_NUMBER')}</th>
            <th scope="col">{t('MANAGE_HISTORY_DATE')}</th>
            <th scope="col">{t('MANAGE_HISTORY_PLAN')}</th>
            <th scope="col" className={styles.amount}>
              {t('MANAGE_HISTORY_AMOUNT')}
            </th>
            <th scope="col">{t('MANAGE_HISTORY_METHOD')}</th>
            <th scope="col">{t('MANAGE_HISTORY_PDF')}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row">{invoice.number}</th>
              <td>{day(invoice.date)}</td>
              <td>
                {invoice.plan_name}
                {invoice.period_start && invoice.period_end && (
                  <div className={styles.muted}>
                    {t('MANAGE_HISTORY_PERIOD', {
                      from: day(invoice.period_start),
                      to: day(invoice.period_end),
                    })}
                  </div>
                )}
              </td>
              <td className={styles.amount}>
                {formatPrice(invoice.amount, invoice.currency, i18n.language)}
              </td>
              <td>{t(`MANAGE_METHOD_${(invoice.payment_method ?? 'unknown').toUpperCase()}`)}</td>
              <td>
                <button
                  type="button"
                  className="palco-button palco-button--ghost"
                  aria-label={t('MANAGE_HISTORY_DOWNLOAD_LABEL', { number: invoice.number })}
                  disabled={downloading === invoice.id}
                  onClick={() => download(invoice)}
                >
                  {t('MANAGE_HISTORY_DOWNLOAD')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
