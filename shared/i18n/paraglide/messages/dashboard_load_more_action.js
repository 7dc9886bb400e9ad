/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ noun: NonNullable<unknown> }} Dashboard_Load_More_ActionInputs */

const en_dashboard_load_more_action = /** @type {(inputs: Dashboard_Load_More_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading more ${i?.noun}`)
};

const bn_dashboard_load_more_action = /** @type {(inputs: Dashboard_Load_More_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আরও ${i?.noun} লোড করা`)
};

/**
* | output |
* | --- |
* | "Loading more {noun}" |
*
* @param {Dashboard_Load_More_ActionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_load_more_action = /** @type {((inputs: Dashboard_Load_More_ActionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Load_More_ActionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_load_more_action(inputs)
	return en_dashboard_load_more_action(inputs)
});
