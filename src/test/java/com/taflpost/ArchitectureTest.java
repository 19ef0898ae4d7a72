package com.taflpost;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;

/**
 * The layering the developers' guide asks for, checked on the compiled main classes. The rules are methods, not
 * {@code ArchRule} fields: Surefire 3.5.3 silently skips {@code @ArchTest} fields (TNG/ArchUnit#1442).
 */
@AnalyzeClasses(packages = "com.taflpost", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    /** The rules engine is plain Java, so that it can be tested, benchmarked and reused without a container. */
    @ArchTest
    void rulesUseNoFramework(JavaClasses classes) {
        noClasses()
                .that()
                .resideInAPackage("com.taflpost.rules..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "io.quarkus..",
                        "jakarta..",
                        "javax.persistence..",
                        "com.fasterxml..",
                        "org.hibernate..",
                        "io.smallrye..",
                        "org.eclipse.microprofile..")
                .check(classes);
    }

    /** The rules know nothing of the server around them. */
    @ArchTest
    void rulesStandAlone(JavaClasses classes) {
        noClasses()
                .that()
                .resideInAPackage("com.taflpost.rules..")
                .should()
                .dependOnClassesThat(
                        resideInAPackage("com.taflpost..").and(resideOutsideOfPackage("com.taflpost.rules..")))
                .as("no classes in com.taflpost.rules should depend on another com.taflpost package")
                .check(classes);
    }

    /** Analysis replays moves without a stored game, so it needs nothing of the games feature. */
    @ArchTest
    void analysisUsesNoGames(JavaClasses classes) {
        noClasses()
                .that()
                .resideInAPackage("com.taflpost.analysis..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("com.taflpost.game..")
                .check(classes);
    }

    /** Resources call services, never the other way round. Matches nothing until the feature packages exist. */
    @ArchTest
    void servicesDoNotCallResources(JavaClasses classes) {
        noClasses()
                .that()
                .haveSimpleNameEndingWith("Service")
                .should()
                .dependOnClassesThat()
                .areAnnotatedWith("jakarta.ws.rs.Path")
                .allowEmptyShould(true)
                .check(classes);
    }

    /**
     * Dependencies between packages point one way at every depth, so that each can be read on its own: a slice is
     * each package itself ({@code (**)}), so that {@code game} and {@code game.takeback} are two, and the core of a
     * feature calling back into what builds on it is a cycle too.
     */
    @ArchTest
    void packagesHaveNoCycles(JavaClasses classes) {
        slices().matching("com.taflpost.(**)").should().beFreeOfCycles().check(classes);
    }
}
