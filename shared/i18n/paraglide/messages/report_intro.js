/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_IntroInputs */

const en_report_intro = /** @type {(inputs: Report_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Money, seats, attendance and demand per branch and month. Amounts are never added across currencies.`)
};

const bn_report_intro = /** @type {(inputs: Report_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শাখা ও মাস অনুযায়ী টাকা, আসন, উপস্থিতি ও চাহিদা। ভিন্ন মুদ্রার অঙ্ক কখনো যোগ করা হয় না।`)
};

/**
* | output |
* | --- |
* | "Money, seats, attendance and demand per branch and month. Amounts are never added across currencies." |
*
* @param {Report_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const report_intro = /** @type {((inputs?: Report_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_report_intro(inputs)
	return en_report_intro(inputs)
});
