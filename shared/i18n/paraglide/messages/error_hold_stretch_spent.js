/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ classNames: NonNullable<unknown>, maxMinutes: NonNullable<unknown>, count: NonNullable<unknown>, minutes: NonNullable<unknown> }} Error_Hold_Stretch_SpentInputs */

const en_error_hold_stretch_spent = /** @type {(inputs: Error_Hold_Stretch_SpentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const minutesPlural = registry.plural("en", i?.minutes, {});
	if (countPlural === "one" && minutesPlural === "one") return /** @type {LocalizedString} */ (`You have held a seat in ${i?.classNames} for ${i?.maxMinutes} minutes without paying. You can hold it again in ${i?.minutes} minute.`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You have held a seat in ${i?.classNames} for ${i?.maxMinutes} minutes without paying. You can hold it again in ${i?.minutes} minutes.`);
	if (minutesPlural === "one") return /** @type {LocalizedString} */ (`You have held seats in ${i?.classNames} for ${i?.maxMinutes} minutes without paying. You can hold them again in ${i?.minutes} minute.`);
	return /** @type {LocalizedString} */ (`You have held seats in ${i?.classNames} for ${i?.maxMinutes} minutes without paying. You can hold them again in ${i?.minutes} minutes.`)
	
};

const bn_error_hold_stretch_spent = /** @type {(inputs: Error_Hold_Stretch_SpentInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("bn", i?.count, {});
	const minutesPlural = registry.plural("bn", i?.minutes, {});return /** @type {LocalizedString} */ (`আপনি পেমেন্ট না করে ${i?.classNames} ক্লাসে ${i?.maxMinutes} মিনিট সিট ধরে রেখেছেন। ${i?.minutes} মিনিট পরে আবার ধরে রাখতে পারবেন।`)
};

/**
* | countPlural | minutesPlural | output |
* | --- | --- | --- |
* | "one" | "one" | "You have held a seat in {classNames} for {maxMinutes} minutes without paying. You can hold it again in {minutes} minute." |
* | "one" | * | "You have held a seat in {classNames} for {maxMinutes} minutes without paying. You can hold it again in {minutes} minutes." |
* | * | "one" | "You have held seats in {classNames} for {maxMinutes} minutes without paying. You can hold them again in {minutes} minute." |
* | * | * | "You have held seats in {classNames} for {maxMinutes} minutes without paying. You can hold them again in {minutes} minutes." |
*
* @param {Error_Hold_Stretch_SpentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_hold_stretch_spent = /** @type {((inputs: Error_Hold_Stretch_SpentInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Hold_Stretch_SpentInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_hold_stretch_spent(inputs)
	return en_error_hold_stretch_spent(inputs)
});
