/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Account_ReadyInputs */

const en_toast_account_ready = /** @type {(inputs: Toast_Account_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is ready. Welcome to Sports Academy!`)
};

const bn_toast_account_ready = /** @type {(inputs: Toast_Account_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার অ্যাকাউন্ট তৈরি। স্পোর্টস একাডেমিতে স্বাগতম!`)
};

/**
* | output |
* | --- |
* | "Your account is ready. Welcome to Sports Academy!" |
*
* @param {Toast_Account_ReadyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_account_ready = /** @type {((inputs?: Toast_Account_ReadyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Account_ReadyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_account_ready(inputs)
	return en_toast_account_ready(inputs)
});
