/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_Offline_TitleInputs */

const en_bell_offline_title = /** @type {(inputs: Bell_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The notifications list can’t open offline yet`)
};

const bn_bell_offline_title = /** @type {(inputs: Bell_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নোটিফিকেশনের তালিকা এখনও অফলাইনে খোলা যাচ্ছে না`)
};

/**
* | output |
* | --- |
* | "The notifications list can’t open offline yet" |
*
* @param {Bell_Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const bell_offline_title = /** @type {((inputs?: Bell_Offline_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_Offline_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_bell_offline_title(inputs)
	return en_bell_offline_title(inputs)
});
