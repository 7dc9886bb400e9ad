// The SSLCommerz stand-in (TEST MODE), served when no SSLCOMMERZ_STORE_ID is set: the session,
// validation and merchant-query APIs at SSLCommerz's own paths with its field names, and the
// hosted page where a student picks a method and pays, fails or cancels. As the real gateway it
// signs what it posts (verify_sign), posts the IPN server to server before the browser returns,
// answers VALID to a val_id's first validation and VALIDATED after, and refuses bad store
// credentials, an amount it would not take and a tran_id it has seen. Its state is this
// process's memory (decision 036).
import { Hono, type Context } from 'hono';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Locale } from '#shared/i18n/locale.ts';
import type { AppEnv } from '../../lib/context.ts';
import { formatMajor, parseMajor } from '../../services/payments/gateway.ts';
import { SSLCOMMERZ_PATHS } from '../../services/payments/sslcommerz/client.ts';
import { STAND_IN_STORE } from '../../services/payments/sslcommerz/config.ts';
import { signFields } from '../../services/payments/sslcommerz/verify-sign.ts';
import { BRANDS, carryForm, escapeHtml, hostedPage, localeOf } from './hosted-page.ts';

const REQUIRED = [
  'tran_id',
  'total_amount',
  'currency',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
] as const;

const CURRENCIES = new Set(['BDT', 'USD', 'EUR', 'GBP', 'MYR', 'SAR']);

/** The methods of the hosted page, as SSLCommerz names them in card_type and card_brand. */
const METHODS = {
  bkash: {
    card_type: 'BKASH-BKash',
    card_brand: 'MOBILEBANKING',
    card_no: '',
    card_issuer: 'BKash Mobile Banking',
  },
  nagad: {
    card_type: 'NAGAD-Nagad',
    card_brand: 'MOBILEBANKING',
    card_no: '',
    card_issuer: 'Nagad',
  },
  rocket: {
    card_type: 'DBBLMOBILEB-Dbbl Mobile Banking',
    card_brand: 'MOBILEBANKING',
    card_no: '',
    card_issuer: 'DBBL Mobile Banking',
  },
  card: {
    card_type: 'VISA-Dutch Bangla',
    card_brand: 'VISA',
    card_no: '432149XXXXXX0667',
    card_issuer: 'TRUST BANK, LTD.',
  },
  bank: {
    card_type: 'CITYTOUCH-City Bank',
    card_brand: 'IB',
    card_no: '',
    card_issuer: 'City Bank Internet Banking',
  },
} as const;
type MethodName = keyof typeof METHODS;
const isMethod = (value: unknown): value is MethodName =>
  typeof value === 'string' && Object.hasOwn(METHODS, value);

/** The fields SSLCommerz signs in what it posts. */
const SIGNED = [
  'amount',
  'bank_tran_id',
  'base_fair',
  'card_brand',
  'card_issuer',
  'card_no',
  'card_type',
  'currency',
  'currency_amount',
  'currency_type',
  'risk_level',
  'risk_title',
  'status',
  'store_amount',
  'tran_date',
  'tran_id',
  'val_id',
  'value_a',
  'value_b',
  'value_c',
  'value_d',
];

interface Session {
  sessionkey: string;
  request: Record<string, string>;
  status: 'PENDING' | 'VALID' | 'FAILED' | 'CANCELLED';
  /** The posted fields of the attempt that settled it. */
  result: Record<string, string> | null;
  validations: number;
  refunded: number;
}

interface Refund {
  refund_ref_id: string;
  bank_tran_id: string;
  amountMinor: number;
  status: 'refunded';
}

const random = (length: number) =>
  crypto.randomUUID().replaceAll('-', '').slice(0, length).toUpperCase();

export interface StandInOptions {
  /** How the stand-in reaches the merchant's IPN URL (server to server). */
  fetch?: typeof fetch;
  now?: () => Date;
}

export function createSslcommerzStandIn(options: StandInOptions = {}) {
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const sessions = new Map<string, Session>();
  const byTranId = new Map<string, Session>();
  const byValId = new Map<string, Session>();
  const refunds = new Map<string, Refund>();
  const refundsByOurId = new Map<string, Refund>();

  const storeMatches = (fields: Record<string, string | undefined>) =>
    fields.store_id === STAND_IN_STORE.storeId &&
    fields.store_passwd === STAND_IN_STORE.storePassword;

  const pageUrl = (c: Context<AppEnv>, session: Session, locale: Locale) => {
    const url = new URL(`${base(c)}/pay/${session.sessionkey}`);
    if (locale === 'bn') url.searchParams.set('lang', 'bn');
    return url.toString();
  };
  /** This stand-in's own origin and prefix, as the request reached it. */
  const base = (c: Context<AppEnv>) => {
    const url = new URL(c.req.url);
    const at = url.pathname.indexOf('/sslcommerz/');
    return `${url.origin}${url.pathname.slice(0, at)}/sslcommerz`;
  };

  /** What SSLCommerz reports of a settled attempt (the IPN's fields, the validation's). */
  function settle(
    session: Session,
    outcome: 'VALID' | 'FAILED' | 'CANCELLED',
    method: MethodName,
    risky: boolean,
  ) {
    const amount = session.request.total_amount!;
    const paid = outcome === 'VALID';
    const fields: Record<string, string> = {
      status: outcome,
      tran_date: now().toISOString().replace('T', ' ').slice(0, 19),
      tran_id: session.request.tran_id!,
      val_id: paid ? `${random(6)}${random(10)}` : '',
      amount,
      store_amount: paid ? formatMajor(Math.round((parseMajor(amount) ?? 0) * 0.975)) : '0.00',
      currency: 'BDT',
      bank_tran_id: paid ? `${random(8)}${random(8)}` : '',
      ...METHODS[method],
      currency_type: session.request.currency!,
      currency_amount: amount,
      base_fair: '0.00',
      value_a: session.request.value_a ?? '',
      value_b: session.request.value_b ?? '',
      value_c: session.request.value_c ?? '',
      value_d: session.request.value_d ?? '',
      risk_level: risky ? '1' : '0',
      risk_title: risky ? 'Risky' : 'Safe',
    };
    fields.verify_sign = signFields(fields, SIGNED, STAND_IN_STORE.storePassword);
    fields.verify_key = SIGNED.join(',');
    session.status = outcome;
    session.result = fields;
    if (paid) byValId.set(fields.val_id!, session);
    return fields;
  }

  /** The IPN: a form POST to the merchant's ipn_url; a merchant that does not answer loses it. */
  async function sendIpn(session: Session, fields: Record<string, string>) {
    const ipnUrl = session.request.ipn_url;
    if (!ipnUrl) return;
    try {
      await send(ipnUrl, { method: 'POST', body: new URLSearchParams(fields) });
    } catch {
      // As SSLCommerz: a lost IPN is the merchant's to recover (validation, the query).
    }
  }

  const paths = SSLCOMMERZ_PATHS;
  const json = (c: Context<AppEnv>, body: unknown) => c.json(body);
  const queryOf = (c: Context<AppEnv>) => c.req.query();

  return new Hono<AppEnv>()
    .post(paths.session, async (c) => {
      const fields = Object.fromEntries(
        Object.entries(await c.req.parseBody()).map(([key, value]) => [key, String(value)]),
      );
      const refuse = (failedreason: string) =>
        json(c, { status: 'FAILED', failedreason, sessionkey: '', GatewayPageURL: '' });
      if (!storeMatches(fields)) return refuse('Store Credential Error Or Store is De-active');
      const missing = REQUIRED.filter((name) => !fields[name]);
      if (missing.length > 0) return refuse(`Invalid Data: ${missing.join(', ')} required`);
      const amount = parseMajor(fields.total_amount);
      if (amount === null || amount < 1000 || amount > 50_000_000) {
        return refuse('Invalid Data: total_amount must be between 10.00 and 500000.00');
      }
      if (!CURRENCIES.has(fields.currency!)) return refuse('Invalid Data: currency');
      if (byTranId.has(fields.tran_id!)) return refuse('Duplicate tran_id');
      const session: Session = {
        sessionkey: random(32),
        request: { ...fields, total_amount: formatMajor(amount) },
        status: 'PENDING',
        result: null,
        validations: 0,
        refunded: 0,
      };
      sessions.set(session.sessionkey, session);
      byTranId.set(fields.tran_id!, session);
      const GatewayPageURL = pageUrl(c, session, 'en');
      return json(c, {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey: session.sessionkey,
        gw: {
          visa: 'city_visa',
          master: 'city_master',
          mobilebanking: 'bkash,nagad,dbblmobilebanking',
        },
        redirectGatewayURL: GatewayPageURL,
        GatewayPageURL,
        storeBanner: '',
        storeLogo: '',
        desc: [],
        is_direct_pay_enable: '0',
      });
    })

    .get(paths.validation, (c) => {
      const query = queryOf(c);
      if (!storeMatches(query))
        return json(c, { status: 'INVALID_TRANSACTION', APIConnect: 'INVALID_REQUEST' });
      const session = byValId.get(query.val_id ?? '');
      if (!session?.result) return json(c, { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' });
      session.validations += 1;
      return json(c, {
        ...unsigned(session.result),
        status: session.validations === 1 ? 'VALID' : 'VALIDATED',
        emi_instalment: '0',
        emi_amount: '0.00',
        APIConnect: 'DONE',
        validated_on: now().toISOString().replace('T', ' ').slice(0, 19),
        gw_version: '',
      });
    })

    .get(paths.merchantQuery, (c) => {
      const query = queryOf(c);
      if (!storeMatches(query)) return json(c, { APIConnect: 'INVALID_REQUEST' });
      if (query.tran_id !== undefined) {
        const session = byTranId.get(query.tran_id);
        const element = session
          ? [
              session.result
                ? { ...unsigned(session.result), sessionkey: session.sessionkey }
                : {
                    status: 'PENDING',
                    tran_id: session.request.tran_id,
                    amount: session.request.total_amount,
                    currency: 'BDT',
                    currency_type: session.request.currency,
                    currency_amount: session.request.total_amount,
                    sessionkey: session.sessionkey,
                  },
            ]
          : [];
        return json(c, { APIConnect: 'DONE', no_of_trans_found: element.length, element });
      }
      if (query.refund_ref_id !== undefined) {
        const refund = refunds.get(query.refund_ref_id);
        if (!refund)
          return json(c, {
            APIConnect: 'DONE',
            status: 'failed',
            errorReason: 'Invalid refund_ref_id',
          });
        return json(c, {
          APIConnect: 'DONE',
          bank_tran_id: refund.bank_tran_id,
          tran_id: '',
          refund_ref_id: refund.refund_ref_id,
          status: refund.status,
          errorReason: '',
        });
      }
      if (query.bank_tran_id !== undefined) {
        const refuse = (errorReason: string) =>
          json(c, {
            APIConnect: 'DONE',
            bank_tran_id: query.bank_tran_id,
            status: 'failed',
            errorReason,
          });
        const seen = refundsByOurId.get(query.refund_trans_id ?? '');
        if (seen) {
          // The same refund_trans_id answers the first refund, never a second one.
          return json(c, {
            APIConnect: 'DONE',
            bank_tran_id: seen.bank_tran_id,
            trans_id: '',
            refund_ref_id: seen.refund_ref_id,
            status: 'success',
            errorReason: '',
          });
        }
        const session = [...sessions.values()].find(
          (candidate) =>
            candidate.result?.bank_tran_id === query.bank_tran_id && candidate.status === 'VALID',
        );
        if (!session) return refuse('Invalid bank_tran_id');
        const amountMinor = parseMajor(query.refund_amount);
        const paidMinor = parseMajor(session.request.total_amount) ?? 0;
        if (amountMinor === null || amountMinor <= 0) return refuse('Invalid refund_amount');
        if (session.refunded + amountMinor > paidMinor)
          return refuse('Refund amount exceeds the transaction amount');
        if (!query.refund_remarks) return refuse('refund_remarks required');
        session.refunded += amountMinor;
        const refund: Refund = {
          refund_ref_id: `${random(6)}${random(8)}`,
          bank_tran_id: query.bank_tran_id,
          amountMinor,
          status: 'refunded',
        };
        refunds.set(refund.refund_ref_id, refund);
        if (query.refund_trans_id) refundsByOurId.set(query.refund_trans_id, refund);
        return json(c, {
          APIConnect: 'DONE',
          bank_tran_id: refund.bank_tran_id,
          trans_id: session.request.tran_id,
          refund_ref_id: refund.refund_ref_id,
          status: 'success',
          errorReason: '',
        });
      }
      return json(c, { APIConnect: 'INVALID_REQUEST' });
    })

    .get('/pay/:sessionkey', (c) => {
      const locale = localeOf(c);
      const session = sessions.get(c.req.param('sessionkey'));
      if (!session || session.status === 'VALID' || session.status === 'CANCELLED') {
        return closedPage(c, locale);
      }
      const say = { locale };
      const methods = (Object.keys(METHODS) as MethodName[])
        .map(
          (name, index) =>
            `<label><input type="radio" name="method" value="${name}"${index === 0 ? ' checked' : ''}> ${escapeHtml(methodLabel(name, locale))}</label>`,
        )
        .join('');
      const action = escapeHtml(new URL(c.req.url).pathname + (locale === 'bn' ? '?lang=bn' : ''));
      const brand = BRANDS.sslcommerz;
      const body = `<dl><dt>${escapeHtml(m.test_gateway_merchant({}, say))}</dt><dd>${escapeHtml(session.request.product_name ?? '')}</dd>
<dt>${escapeHtml(m.test_gateway_amount({}, say))}</dt><dd>${escapeHtml(`${session.request.total_amount} ${session.request.currency}`)}</dd>
<dt>${escapeHtml(m.test_gateway_reference({}, say))}</dt><dd>${escapeHtml(session.request.tran_id ?? '')}</dd></dl>
<form method="post" action="${action}">
<fieldset><legend>${escapeHtml(m.test_gateway_choose_method({}, say))}</legend>${methods}</fieldset>
<label><input type="checkbox" name="risky" value="1"> ${escapeHtml(m.test_gateway_risky({}, say))}</label>
<label><input type="checkbox" name="no_ipn" value="1"> ${escapeHtml(m.test_gateway_skip_notice({}, say))}</label>
<button class="primary" style="background:${brand.colour}" name="action" value="pay">${escapeHtml(m.test_gateway_pay({}, say))}</button>
<button name="action" value="fail">${escapeHtml(m.test_gateway_fail({}, say))}</button>
<button name="action" value="cancel">${escapeHtml(m.test_gateway_cancel({}, say))}</button>
</form>`;
      const other = pageUrl(c, session, locale === 'en' ? 'bn' : 'en');
      return hostedPage(c, {
        locale,
        brand,
        title: m.test_gateway_title_sslcommerz({}, say),
        body,
        otherLanguageUrl: other,
      });
    })

    .post('/pay/:sessionkey', async (c) => {
      const locale = localeOf(c);
      const session = sessions.get(c.req.param('sessionkey'));
      if (!session || session.status === 'VALID' || session.status === 'CANCELLED') {
        return closedPage(c, locale);
      }
      const form = await c.req.parseBody();
      const action = String(form.action ?? '');
      const method = isMethod(form.method) ? form.method : 'bkash';
      const outcome = action === 'pay' ? 'VALID' : action === 'cancel' ? 'CANCELLED' : 'FAILED';
      const fields = settle(session, outcome, method, form.risky === '1');
      // As SSLCommerz: the IPN first, server to server; then the browser goes back with the same fields.
      if (form.no_ipn !== '1') await sendIpn(session, fields);
      const target =
        outcome === 'VALID'
          ? session.request.success_url!
          : outcome === 'CANCELLED'
            ? session.request.cancel_url!
            : session.request.fail_url!;
      const say = { locale };
      const done =
        outcome === 'VALID'
          ? m.test_gateway_done_paid({}, say)
          : outcome === 'CANCELLED'
            ? m.test_gateway_done_cancelled({}, say)
            : m.test_gateway_done_failed({}, say);
      const brand = BRANDS.sslcommerz;
      return hostedPage(c, {
        locale,
        brand,
        title: done,
        formTargets: [new URL(target).origin],
        body: carryForm(target, fields, m.test_gateway_back({}, say), brand.colour),
        // As SSLCommerz: the browser posts the same fields to the merchant straight away.
        submitAtOnce: true,
      });
    });

  function closedPage(c: Context<AppEnv>, locale: Locale) {
    return hostedPage(c, {
      locale,
      brand: BRANDS.sslcommerz,
      title: m.test_gateway_title_sslcommerz({}, { locale }),
      body: `<p>${escapeHtml(m.test_gateway_unknown({}, { locale }))}</p>`,
      status: 404,
    });
  }
}

/** The API responses carry the payment's fields without the signature of the posted ones. */
function unsigned(fields: Record<string, string>): Record<string, string> {
  const copy = { ...fields };
  delete copy.verify_sign;
  delete copy.verify_key;
  return copy;
}

function methodLabel(name: MethodName, locale: Locale): string {
  const say = { locale };
  switch (name) {
    case 'bkash':
      return 'bKash';
    case 'nagad':
      return m.test_gateway_method_nagad({}, say);
    case 'rocket':
      return m.test_gateway_method_rocket({}, say);
    case 'card':
      return m.test_gateway_method_card({}, say);
    case 'bank':
      return m.test_gateway_method_bank({}, say);
  }
}
