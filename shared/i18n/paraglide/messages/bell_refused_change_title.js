/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_Refused_Change_TitleInputs */

const en_bell_refused_change_title = /** @type {(inputs: Bell_Refused_Change_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A change you made offline was not saved`)
};

const bn_bell_refused_change_title = /** @type {(inputs: Bell_Refused_Change_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অফলাইনে করা আপনার একটি পরিবর্তন সেভ হয়নি`)
};

/**
* | output |
* | --- |
* | "A change you made offline was not saved" |
*
* @param {Bell_Refused_Change_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const bell_refused_change_title = /** @type {((inputs?: Bell_Refused_Change_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_Refused_Change_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_bell_refused_change_title(inputs)
	return en_bell_refused_change_title(inputs)
});
