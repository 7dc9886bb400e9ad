/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Noun_UsersInputs */

const en_dashboard_noun_users = /** @type {(inputs: Dashboard_Noun_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`users`)
};

const bn_dashboard_noun_users = /** @type {(inputs: Dashboard_Noun_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ইউজার`)
};

/**
* | output |
* | --- |
* | "users" |
*
* @param {Dashboard_Noun_UsersInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const dashboard_noun_users = /** @type {((inputs?: Dashboard_Noun_UsersInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Noun_UsersInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_dashboard_noun_users(inputs)
	return en_dashboard_noun_users(inputs)
});
