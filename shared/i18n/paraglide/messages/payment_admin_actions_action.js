/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Admin_Actions_ActionInputs */

const en_payment_admin_actions_action = /** @type {(inputs: Payment_Admin_Actions_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approving or refunding a payment`)
};

const bn_payment_admin_actions_action = /** @type {(inputs: Payment_Admin_Actions_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট অনুমোদন বা ফেরত দেওয়া`)
};

/**
* | output |
* | --- |
* | "Approving or refunding a payment" |
*
* @param {Payment_Admin_Actions_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_admin_actions_action = /** @type {((inputs?: Payment_Admin_Actions_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Admin_Actions_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_admin_actions_action(inputs)
	return en_payment_admin_actions_action(inputs)
});
