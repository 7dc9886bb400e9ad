/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Promise_PayInputs */

const en_auth_promise_pay = /** @type {(inputs: Auth_Promise_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay for all your classes in one go`)
};

const bn_auth_promise_pay = /** @type {(inputs: Auth_Promise_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সব ক্লাসের পেমেন্ট একবারেই করুন`)
};

/**
* | output |
* | --- |
* | "Pay for all your classes in one go" |
*
* @param {Auth_Promise_PayInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_promise_pay = /** @type {((inputs?: Auth_Promise_PayInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Promise_PayInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_promise_pay(inputs)
	return en_auth_promise_pay(inputs)
});
