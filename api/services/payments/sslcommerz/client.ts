// A small client of SSLCommerz's API v4 (decision 036): fetch and form encoding only, so it runs
// on Node and Workers alike. Each call answers the gateway's fields as text, or throws a
// ProviderError (network, not JSON) or a GatewayRefusal (the gateway refused the request).
import { GatewayRefusal } from '../gateway.ts';
import { ProviderError } from '../provider.ts';

export const SSLCOMMERZ_ORIGINS = {
  sandbox: 'https://sandbox.sslcommerz.com',
  live: 'https://securepay.sslcommerz.com',
} as const;

export const SSLCOMMERZ_PATHS = {
  session: '/gwprocess/v4/api.php',
  validation: '/validator/api/validationserverAPI.php',
  /** Refunds, their status and the query by tran_id all use this one. */
  merchantQuery: '/validator/api/merchantTransIDvalidationAPI.php',
} as const;

export interface SslcommerzConfig {
  storeId: string;
  storePassword: string;
  /** SSLCOMMERZ_ORIGINS' sandbox or live, or the stand-in's origin and path prefix. */
  baseUrl: string;
  fetch?: typeof fetch;
}

export type Fields = Record<string, string>;

export interface SslcommerzSession {
  sessionkey: string;
  GatewayPageURL: string;
}

export interface SslcommerzRefund {
  /** success, processing or failed. */
  status: string;
  refund_ref_id: string;
}

export interface SslcommerzClient {
  /** The session's fields besides the store's own (tran_id, total_amount, the URLs…). */
  createSession(fields: Readonly<Fields>): Promise<SslcommerzSession>;
  /** The validation API: status VALID, VALIDATED or INVALID_TRANSACTION, and the payment. */
  validate(valId: string): Promise<Fields>;
  /** Every attempt the gateway has under our tran_id (none: an empty list). */
  queryByReference(tranId: string): Promise<Fields[]>;
  refund(input: {
    bankTranId: string;
    amount: string;
    remarks: string;
    reference: string;
    refundId: string;
  }): Promise<SslcommerzRefund>;
  /** refunded, processing or cancelled. */
  refundStatus(refundRefId: string): Promise<string>;
}

/** JSON values as text: the gateway writes some numbers bare and others quoted. */
const asFields = (value: unknown): Fields =>
  Object.fromEntries(
    Object.entries(value && typeof value === 'object' ? value : {}).map(([key, item]) => [
      key,
      item === null || item === undefined
        ? ''
        : typeof item === 'object'
          ? JSON.stringify(item)
          : String(item),
    ]),
  );

export function createSslcommerzClient(config: SslcommerzConfig): SslcommerzClient {
  const send = config.fetch ?? fetch;
  const store = { store_id: config.storeId, store_passwd: config.storePassword };

  async function ask(path: string, init: RequestInit & { query?: Fields } = {}): Promise<unknown> {
    const url = new URL(config.baseUrl + path);
    for (const [name, value] of Object.entries(init.query ?? {})) {
      url.searchParams.set(name, value);
    }
    let response: Response;
    try {
      response = await send(url, { ...init, redirect: 'manual' });
    } catch (error) {
      throw new ProviderError(`SSLCommerz did not answer ${path}.`, { cause: error });
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new ProviderError(`SSLCommerz answered ${path} with ${response.status}, not JSON.`, {
        cause: error,
      });
    }
  }

  const query = (extra: Fields) => ({ ...extra, ...store, v: '1', format: 'json' });

  return {
    async createSession(fields) {
      const body = new URLSearchParams({ ...fields, ...store });
      const response = asFields(await ask(SSLCOMMERZ_PATHS.session, { method: 'POST', body }));
      if (response.status !== 'SUCCESS' || !response.GatewayPageURL || !response.sessionkey) {
        throw new GatewayRefusal(
          'refused_by_gateway',
          `session for ${fields.tran_id}: ${response.failedreason || response.status || 'no answer'}`,
        );
      }
      return { sessionkey: response.sessionkey, GatewayPageURL: response.GatewayPageURL };
    },

    async validate(valId) {
      return asFields(await ask(SSLCOMMERZ_PATHS.validation, { query: query({ val_id: valId }) }));
    },

    async queryByReference(tranId) {
      const response = (await ask(SSLCOMMERZ_PATHS.merchantQuery, {
        query: query({ tran_id: tranId }),
      })) as { APIConnect?: string; element?: unknown };
      if (response.APIConnect !== 'DONE') {
        throw new ProviderError(`SSLCommerz query of ${tranId}: ${String(response.APIConnect)}.`);
      }
      return Array.isArray(response.element) ? response.element.map(asFields) : [];
    },

    async refund({ bankTranId, amount, remarks, reference, refundId }) {
      const response = asFields(
        await ask(SSLCOMMERZ_PATHS.merchantQuery, {
          query: query({
            bank_tran_id: bankTranId,
            refund_amount: amount,
            refund_remarks: remarks,
            refe_id: reference,
            refund_trans_id: refundId,
          }),
        }),
      );
      if (
        response.APIConnect !== 'DONE' ||
        response.status === 'failed' ||
        !response.refund_ref_id
      ) {
        throw new GatewayRefusal(
          'refused_by_gateway',
          `refund ${refundId}: ${response.errorReason || response.status || response.APIConnect}`,
        );
      }
      return { status: response.status ?? '', refund_ref_id: response.refund_ref_id };
    },

    async refundStatus(refundRefId) {
      const response = asFields(
        await ask(SSLCOMMERZ_PATHS.merchantQuery, {
          query: query({ refund_ref_id: refundRefId }),
        }),
      );
      if (response.APIConnect !== 'DONE') {
        throw new ProviderError(`SSLCommerz refund status ${refundRefId}: ${response.APIConnect}.`);
      }
      return response.status ?? '';
    },
  };
}
