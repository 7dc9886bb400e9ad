/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_Refused_Change_KindInputs */

const en_bell_refused_change_kind = /** @type {(inputs: Bell_Refused_Change_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Made offline, not saved`)
};

const bn_bell_refused_change_kind = /** @type {(inputs: Bell_Refused_Change_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অফলাইনে করা, সেভ হয়নি`)
};

/**
* | output |
* | --- |
* | "Made offline, not saved" |
*
* @param {Bell_Refused_Change_KindInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const bell_refused_change_kind = /** @type {((inputs?: Bell_Refused_Change_KindInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_Refused_Change_KindInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_bell_refused_change_kind(inputs)
	return en_bell_refused_change_kind(inputs)
});
