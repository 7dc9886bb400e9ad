/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_JobsInputs */

const en_footer_jobs = /** @type {(inputs: Footer_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jobs`)
};

const bn_footer_jobs = /** @type {(inputs: Footer_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`চাকরি`)
};

/**
* | output |
* | --- |
* | "Jobs" |
*
* @param {Footer_JobsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_jobs = /** @type {((inputs?: Footer_JobsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_JobsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_jobs(inputs)
	return en_footer_jobs(inputs)
});
