// The bKash stand-in (TEST MODE), served when no BKASH_APP_KEY is set: Tokenized Checkout's API
// at bKash's own paths with its field names (token grant and refresh, create, execute, status,
// refund), and the page where a student approves with a wallet number, fails or cancels, then is
// sent back to the callback URL with paymentID and status as bKash does. It refuses what bKash
// refuses: bad credentials or token, a wrong mode, currency or amount, an invoice number it has
// seen, an execute of a payment nobody approved or one already executed. Its state is this
// process's memory (decision 036). Where the research found no bKash code for a refusal, the code
// is the stand-in's own; the client treats any code but 0000 as a refusal.
import { Hono, type Context } from 'hono';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Locale } from '#shared/i18n/locale.ts';
import type { AppEnv } from '../../lib/context.ts';
import { formatMajor, parseMajor } from '../../services/payments/gateway.ts';
import { BKASH_PATHS } from '../../services/payments/bkash/client.ts';
import {
  BKASH_API_PREFIX,
  BKASH_WEBHOOK_PATH,
  STAND_IN_MERCHANT,
} from '../../services/payments/bkash/config.ts';
import { BRANDS, escapeHtml, hostedPage, localeOf } from './hosted-page.ts';
import { createSnsSigner } from './sns-signer.ts';

const TOKEN_SECONDS = 3600;

/** How long a held-back execute response waits at most (longer than the merchant's wait). */
const SLOW_EXECUTE_MS = 35_000;

type PaymentState = 'Initiated' | 'Approved' | 'Completed' | 'Failed' | 'Cancelled';

interface Payment {
  paymentID: string;
  request: Record<string, string>;
  state: PaymentState;
  trxID: string;
  customerMsisdn: string;
  executed: boolean;
  /** The student asked the page to hold the execute response back past the merchant's wait. */
  slowExecute: boolean;
  createTime: string;
  refunded: number;
  refunds: Map<string, Record<string, string>>;
}

const random = (length: number) =>
  crypto.randomUUID().replaceAll('-', '').slice(0, length).toUpperCase();

const error = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });

export interface BkashStandInOptions {
  now?: () => Date;
  /** How the stand-in reaches the merchant's webhook. */
  fetch?: typeof fetch;
}

/** The stand-in's SNS topic, as bKash publishes a merchant's notices on one of its own. */
export const STAND_IN_TOPIC = 'arn:aws:sns:ap-southeast-1:000000000000:academy-test-bkash';

export function createBkashStandIn(options: BkashStandInOptions = {}) {
  const now = options.now ?? (() => new Date());
  const send = options.fetch ?? fetch;
  const signer = createSnsSigner();
  const idTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const payments = new Map<string, Payment>();
  const invoices = new Set<string>();
  const stamp = () => now().toISOString();

  const base = (c: Context<AppEnv>) => {
    const url = new URL(c.req.url);
    const at = url.pathname.indexOf('/bkash/');
    return `${url.origin}${url.pathname.slice(0, at)}/bkash`;
  };

  const credentialsMatch = (c: Context<AppEnv>, body: Record<string, unknown>) =>
    c.req.header('username') === STAND_IN_MERCHANT.username &&
    c.req.header('password') === STAND_IN_MERCHANT.password &&
    body.app_key === STAND_IN_MERCHANT.appKey &&
    body.app_secret === STAND_IN_MERCHANT.appSecret;

  const grant = () => {
    const id_token = `stand-in.${random(32)}`;
    const refresh_token = `refresh.${random(32)}`;
    idTokens.set(id_token, now().getTime() + TOKEN_SECONDS * 1000);
    refreshTokens.add(refresh_token);
    return {
      statusCode: '0000',
      statusMessage: 'Successful',
      id_token,
      token_type: 'Bearer',
      expires_in: TOKEN_SECONDS,
      refresh_token,
    };
  };

  /** Every call but the token's: a live id_token and our app key. */
  const authorised = (c: Context<AppEnv>) => {
    const expiresAt = idTokens.get(c.req.header('authorization') ?? '');
    return (
      c.req.header('x-app-key') === STAND_IN_MERCHANT.appKey &&
      expiresAt !== undefined &&
      expiresAt > now().getTime()
    );
  };

  const readJson = async (c: Context<AppEnv>): Promise<Record<string, unknown>> => {
    try {
      const body: unknown = await c.req.json();
      return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  const shown = (payment: Payment) => ({
    paymentID: payment.paymentID,
    createTime: payment.createTime,
    updateTime: stamp(),
    trxID: payment.state === 'Completed' ? payment.trxID : '',
    // Approved is the student's step; until execute bKash still calls the payment Initiated.
    transactionStatus: payment.state === 'Approved' ? 'Initiated' : payment.state,
    amount: payment.request.amount,
    currency: payment.request.currency,
    intent: 'sale',
    merchantInvoiceNumber: payment.request.merchantInvoiceNumber,
    payerReference: payment.request.payerReference,
    customerMsisdn: payment.state === 'Completed' ? payment.customerMsisdn : '',
    verificationStatus: payment.state === 'Completed' ? 'Complete' : 'Incomplete',
    statusCode: '0000',
    statusMessage: 'Successful',
  });

  const api = new Hono<AppEnv>()
    .post(BKASH_PATHS.grant, async (c) => {
      const body = await readJson(c);
      if (!credentialsMatch(c, body)) return c.json(error('2079', 'Invalid username and password'));
      return c.json(grant());
    })
    .post(BKASH_PATHS.refresh, async (c) => {
      const body = await readJson(c);
      const refreshToken = text(body.refresh_token);
      if (!credentialsMatch(c, body)) return c.json(error('2079', 'Invalid username and password'));
      if (!refreshTokens.has(refreshToken)) return c.json(error('2080', 'Invalid refresh token'));
      refreshTokens.delete(refreshToken);
      return c.json(grant());
    })
    .use('*', async (c, next) => {
      if (!authorised(c)) return c.json(error('2001', 'Invalid App Key or token'), 401);
      await next();
    })
    .post(BKASH_PATHS.create, async (c) => {
      const body = await readJson(c);
      const fields = Object.fromEntries(
        Object.entries(body).map(([key, value]) => [key, text(value)]),
      );
      const missing = [
        'mode',
        'payerReference',
        'callbackURL',
        'amount',
        'currency',
        'intent',
        'merchantInvoiceNumber',
      ].filter((name) => !fields[name]);
      if (missing.length > 0)
        return c.json(error('2065', `Mandatory field missing: ${missing.join(', ')}`));
      if (fields.mode !== '0011')
        return c.json(error('2063', 'Mode is not valid as per request data'));
      if (fields.currency !== 'BDT') return c.json(error('2009', 'Invalid currency'));
      if (fields.intent !== 'sale') return c.json(error('2010', 'Invalid intent'));
      const amount = parseMajor(fields.amount);
      if (amount === null || amount < 100) return c.json(error('2008', 'Invalid amount'));
      if (!URL.canParse(fields.callbackURL!)) return c.json(error('2065', 'Invalid callbackURL'));
      if (invoices.has(fields.merchantInvoiceNumber!)) {
        return c.json(error('2029', 'Duplicate for all transactions'));
      }
      invoices.add(fields.merchantInvoiceNumber!);
      const payment: Payment = {
        paymentID: `TR0011${random(18)}`,
        request: { ...fields, amount: formatMajor(amount) },
        state: 'Initiated',
        trxID: '',
        customerMsisdn: '',
        executed: false,
        slowExecute: false,
        createTime: stamp(),
        refunded: 0,
        refunds: new Map(),
      };
      payments.set(payment.paymentID, payment);
      return c.json({
        ...shown(payment),
        bkashURL: `${base(c)}/pay/${payment.paymentID}`,
        callbackURL: fields.callbackURL,
        successCallbackURL: `${fields.callbackURL}?paymentID=${payment.paymentID}&status=success`,
        failureCallbackURL: `${fields.callbackURL}?paymentID=${payment.paymentID}&status=failure`,
        cancelledCallbackURL: `${fields.callbackURL}?paymentID=${payment.paymentID}&status=cancel`,
      });
    })
    .post(BKASH_PATHS.execute, async (c) => {
      const payment = payments.get(text((await readJson(c)).paymentID));
      if (!payment) return c.json(error('2056', 'Invalid Payment State'));
      if (payment.executed) {
        return c.json(
          payment.state === 'Completed'
            ? error('2062', 'The payment has already been completed')
            : error('2117', 'Payment execution already been called before'),
        );
      }
      if (payment.state !== 'Approved') return c.json(error('2056', 'Invalid Payment State'));
      payment.executed = true;
      payment.state = 'Completed';
      payment.trxID = random(10);
      // As SNS: sent on its own, and a notice the merchant never takes is lost.
      notify(c, payment).catch(() => undefined);
      if (payment.slowExecute) {
        // The money is taken at once; only the response is late, past the merchant's wait.
        await waitOrAbort(SLOW_EXECUTE_MS, c.req.raw.signal);
      }
      return c.json({ ...shown(payment), statusCode: '0000', statusMessage: 'Successful' });
    })
    .post(BKASH_PATHS.status, async (c) => {
      const payment = payments.get(text((await readJson(c)).paymentID));
      if (!payment) return c.json(error('2056', 'Invalid Payment State'));
      return c.json(shown(payment));
    })
    .post(BKASH_PATHS.refund, async (c) => {
      const body = await readJson(c);
      const payment = payments.get(text(body.paymentID));
      if (!payment || payment.trxID !== text(body.trxID) || payment.state !== 'Completed') {
        return c.json(error('2071', 'Invalid paymentID or trxID'));
      }
      const sku = text(body.sku);
      const seen = payment.refunds.get(sku);
      if (seen) return c.json(seen);
      const amount = parseMajor(text(body.amount));
      if (amount === null || amount <= 0 || !sku || !text(body.reason)) {
        return c.json(error('2065', 'Mandatory field missing'));
      }
      const paid = parseMajor(payment.request.amount) ?? 0;
      if (payment.refunded + amount > paid) return c.json(error('2072', 'Refund amount exceeds'));
      payment.refunded += amount;
      const refund = {
        statusCode: '0000',
        statusMessage: 'Successful',
        completedTime: stamp(),
        transactionStatus: 'Completed',
        originalTrxID: payment.trxID,
        refundTrxID: random(10),
        amount: formatMajor(amount),
        currency: 'BDT',
        charge: '0.00',
      };
      payment.refunds.set(sku, refund);
      return c.json(refund);
    });

  /**
   * The webhook of a completed payment, signed as SNS signs, posted to the merchant's webhook path
   * on the origin of its callback URL (bKash registers one webhook per merchant). As SNS, it does
   * not wait for the merchant, and a merchant that does not answer loses the notice.
   */
  async function notify(c: Context<AppEnv>, payment: Payment) {
    const message = await signer.sign(
      {
        Type: 'Notification',
        MessageId: crypto.randomUUID(),
        TopicArn: STAND_IN_TOPIC,
        Message: JSON.stringify({
          dateTime: stamp().replace(/\D/g, '').slice(0, 14),
          debitMSISDN: payment.customerMsisdn,
          creditOrganizationName: 'Sports Academy',
          creditShortCode: STAND_IN_MERCHANT.username,
          trxID: payment.trxID,
          transactionStatus: 'Completed',
          transactionType: '10003',
          amount: payment.request.amount,
          currency: payment.request.currency,
          transactionReference: payment.request.merchantInvoiceNumber,
          merchantInvoiceNumber: payment.request.merchantInvoiceNumber,
        }),
        Timestamp: stamp(),
      },
      `${base(c)}/sns/cert.pem`,
    );
    const target = new URL(BKASH_WEBHOOK_PATH, payment.request.callbackURL).toString();
    await send(target, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain; charset=UTF-8',
        'x-amz-sns-message-type': 'Notification',
      },
      body: JSON.stringify(message),
    });
  }

  const page = (c: Context<AppEnv>, locale: Locale, payment: Payment | undefined) => {
    const say = { locale };
    const brand = BRANDS.bkash;
    if (!payment || payment.state !== 'Initiated') {
      return hostedPage(c, {
        locale,
        brand,
        title: m.test_gateway_title_bkash({}, say),
        body: `<p>${escapeHtml(m.test_gateway_unknown({}, say))}</p>`,
        status: 404,
      });
    }
    const action = escapeHtml(`${new URL(c.req.url).pathname}${locale === 'bn' ? '?lang=bn' : ''}`);
    const other = new URL(c.req.url);
    if (locale === 'bn') other.searchParams.delete('lang');
    else other.searchParams.set('lang', 'bn');
    const body = `<dl><dt>${escapeHtml(m.test_gateway_amount({}, say))}</dt><dd>${escapeHtml(`${payment.request.amount} ${payment.request.currency}`)}</dd>
<dt>${escapeHtml(m.test_gateway_reference({}, say))}</dt><dd>${escapeHtml(payment.request.merchantInvoiceNumber ?? '')}</dd></dl>
<form method="post" action="${action}">
<label for="wallet" style="min-height:0">${escapeHtml(m.test_gateway_wallet_number({}, say))}</label>
<input type="text" id="wallet" name="wallet" inputmode="numeric" autocomplete="off" value="01770618575" pattern="01[3-9][0-9]{8}">
<label><input type="checkbox" name="slow_execute" value="1"> ${escapeHtml(m.test_gateway_slow_execute({}, say))}</label>
<button class="primary" style="background:${brand.colour}" name="action" value="pay">${escapeHtml(m.test_gateway_pay({}, say))}</button>
<button name="action" value="fail">${escapeHtml(m.test_gateway_fail({}, say))}</button>
<button name="action" value="cancel">${escapeHtml(m.test_gateway_cancel({}, say))}</button>
</form>`;
    return hostedPage(c, {
      locale,
      brand,
      title: m.test_gateway_title_bkash({}, say),
      body,
      otherLanguageUrl: other.toString(),
    });
  };

  return new Hono<AppEnv>()
    .route(BKASH_API_PREFIX, api)
    .get('/sns/cert.pem', async (c) =>
      c.body(await signer.certificatePem(), 200, { 'content-type': 'application/x-pem-file' }),
    )
    .get('/pay/:paymentID', (c) => page(c, localeOf(c), payments.get(c.req.param('paymentID'))))
    .post('/pay/:paymentID', async (c) => {
      const payment = payments.get(c.req.param('paymentID'));
      if (!payment || payment.state !== 'Initiated') return page(c, localeOf(c), undefined);
      const form = await c.req.parseBody();
      const action = String(form.action ?? '');
      let status: 'success' | 'failure' | 'cancel';
      if (action === 'pay' && /^01[3-9]\d{8}$/.test(String(form.wallet ?? ''))) {
        payment.state = 'Approved';
        payment.customerMsisdn = String(form.wallet);
        payment.slowExecute = form.slow_execute === '1';
        status = 'success';
      } else if (action === 'cancel') {
        payment.state = 'Cancelled';
        status = 'cancel';
      } else {
        payment.state = 'Failed';
        status = 'failure';
      }
      const back = new URL(payment.request.callbackURL!);
      back.searchParams.set('paymentID', payment.paymentID);
      back.searchParams.set('status', status);
      return c.redirect(back.toString(), 302);
    });
}

function waitOrAbort(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
