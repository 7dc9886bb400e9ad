/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_Dedication_TextInputs */

const en_home_why_dedication_text = /** @type {(inputs: Home_Why_Dedication_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coaches who follow each student’s progress and stay after practice.`)
};

const bn_home_why_dedication_text = /** @type {(inputs: Home_Why_Dedication_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কোচরা প্রত্যেক শিক্ষার্থীর অগ্রগতির খোঁজ রাখেন, প্র্যাকটিসের পরেও থেকে যান।`)
};

/**
* | output |
* | --- |
* | "Coaches who follow each student’s progress and stay after practice." |
*
* @param {Home_Why_Dedication_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_why_dedication_text = /** @type {((inputs?: Home_Why_Dedication_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_Dedication_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_why_dedication_text(inputs)
	return en_home_why_dedication_text(inputs)
});
