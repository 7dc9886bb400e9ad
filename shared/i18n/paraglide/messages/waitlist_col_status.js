/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Col_StatusInputs */

const en_waitlist_col_status = /** @type {(inputs: Waitlist_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const bn_waitlist_col_status = /** @type {(inputs: Waitlist_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অবস্থা`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Waitlist_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const waitlist_col_status = /** @type {((inputs?: Waitlist_Col_StatusInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Col_StatusInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_waitlist_col_status(inputs)
	return en_waitlist_col_status(inputs)
});
