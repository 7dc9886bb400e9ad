/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ noun: NonNullable<unknown> }} Dashboard_Load_More_FailedInputs */

const en_dashboard_load_more_failed = /** @type {(inputs: Dashboard_Load_More_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not load more ${i?.noun}. Check your connection and try again.`)
};

const bn_dashboard_load_more_failed = /** @type {(inputs: Dashboard_Load_More_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আরও ${i?.noun} লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "We could not load more {noun}. Check your connection and try again." |
*
* @param {Dashboard_Load_More_FailedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_load_more_failed = /** @type {((inputs: Dashboard_Load_More_FailedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Load_More_FailedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_load_more_failed(inputs)
	return en_dashboard_load_more_failed(inputs)
});
