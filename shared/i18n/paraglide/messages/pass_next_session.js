/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Pass_Next_SessionInputs */

const en_pass_next_session = /** @type {(inputs: Pass_Next_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next session: ${i?.when}`)
};

const bn_pass_next_session = /** @type {(inputs: Pass_Next_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`পরের সেশন: ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Next session: {when}" |
*
* @param {Pass_Next_SessionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const pass_next_session = /** @type {((inputs: Pass_Next_SessionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pass_Next_SessionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_pass_next_session(inputs)
	return en_pass_next_session(inputs)
});
