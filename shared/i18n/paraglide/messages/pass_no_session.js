/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pass_No_SessionInputs */

const en_pass_no_session = /** @type {(inputs: Pass_No_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No sessions are planned.`)
};

const bn_pass_no_session = /** @type {(inputs: Pass_No_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কোনো সেশন ঠিক করা নেই।`)
};

/**
* | output |
* | --- |
* | "No sessions are planned." |
*
* @param {Pass_No_SessionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pass_no_session = /** @type {((inputs?: Pass_No_SessionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pass_No_SessionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_pass_no_session(inputs)
	return en_pass_no_session(inputs)
});
