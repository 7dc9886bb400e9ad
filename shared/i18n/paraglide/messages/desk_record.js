/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Desk_RecordInputs */

const en_desk_record = /** @type {(inputs: Desk_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record payment`)
};

const bn_desk_record = /** @type {(inputs: Desk_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পেমেন্ট রেকর্ড করুন`)
};

/**
* | output |
* | --- |
* | "Record payment" |
*
* @param {Desk_RecordInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const desk_record = /** @type {((inputs?: Desk_RecordInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Desk_RecordInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_desk_record(inputs)
	return en_desk_record(inputs)
});
