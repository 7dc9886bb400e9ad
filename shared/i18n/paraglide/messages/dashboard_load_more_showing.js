/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, noun: NonNullable<unknown> }} Dashboard_Load_More_ShowingInputs */

const en_dashboard_load_more_showing = /** @type {(inputs: Dashboard_Load_More_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.count} ${i?.noun}, newest first.`)
};

const bn_dashboard_load_more_showing = /** @type {(inputs: Dashboard_Load_More_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি ${i?.noun} দেখানো হচ্ছে, নতুনগুলো আগে।`)
};

/**
* | output |
* | --- |
* | "Showing {count} {noun}, newest first." |
*
* @param {Dashboard_Load_More_ShowingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_load_more_showing = /** @type {((inputs: Dashboard_Load_More_ShowingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Load_More_ShowingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_load_more_showing(inputs)
	return en_dashboard_load_more_showing(inputs)
});
