package com.taflpost;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.regex.Pattern;

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
                .dependOnClassesThat(DescribedPredicate.describe(
                        "are resources (annotated with @Path, or implementing an interface that is)",
                        type -> type.isAnnotatedWith("jakarta.ws.rs.Path")
                                || type.getAllRawInterfaces().stream()
                                        .anyMatch(api -> api.isAnnotatedWith("jakarta.ws.rs.Path"))))
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

    /**
     * Only the core's store writes the {@code games} table: {@code GameStore}, and what it writes with ({@code
     * GameBatches}, {@code MoveWriter}). The controls change a game through the store's methods (or a managed entity
     * the store saves), so that every write keeps the version and the move path's assumptions. Checked on the SQL in
     * each class file's constants, which is where such a write would hide: ArchUnit sees no string, so this reads the
     * compiled class, and fails for any class outside the list that holds {@code update games}, {@code insert into
     * games} or {@code delete from games}. What another package changes of a game it tells the store by an event (a
     * deleted player's games get a new version on {@code PlayerDeleted}).
     */
    @ArchTest
    void onlyTheStoreWritesGames(JavaClasses classes) {
        classes()
                .that(DescribedPredicate.describe(
                        "are not the core's store", type -> !GAMES_WRITERS.contains(topLevel(type))))
                .should(notWriteTheGamesTable())
                .check(classes);
    }

    /**
     * A game ends in one class, {@code GameEnding}: no other writes a result (nor calls {@code finish}), so that no
     * ending can skip the events and {@code GameEnded} it owes; the entity itself (its copy) and the row's mapping
     * aside. EndReasonsTest lists every end reason with its way through {@code GameEnding}.
     */
    @ArchTest
    void onlyTheEndingWritesAResult(JavaClasses classes) {
        String entity = "com.taflpost.game.GameEntity";
        noClasses()
                .that()
                .doNotHaveFullyQualifiedName("com.taflpost.game.GameEnding")
                .and()
                .doNotHaveFullyQualifiedName(entity)
                .and()
                .doNotHaveFullyQualifiedName("com.taflpost.game.GameRow")
                .should()
                .callMethod(entity, "finish", "com.taflpost.rules.Winner", "com.taflpost.game.ResultReason")
                .orShould()
                .setField(entity, "resultWinner")
                .orShould()
                .setField(entity, "resultReason")
                .check(classes);
    }

    private static final Set<String> GAMES_WRITERS =
            Set.of("com.taflpost.game.GameStore", "com.taflpost.game.GameBatches", "com.taflpost.game.MoveWriter");

    /** No word boundary before the verb: in a class file a string's length byte comes just before it. */
    private static final Pattern WRITES_GAMES =
            Pattern.compile("(?i)(update|insert\\s+into|delete\\s+from|merge\\s+into)\\s+games\\b");

    private static String topLevel(JavaClass type) {
        String name = type.getName();
        int nested = name.indexOf('$');
        return nested < 0 ? name : name.substring(0, nested);
    }

    private static ArchCondition<JavaClass> notWriteTheGamesTable() {
        return new ArchCondition<>("hold no SQL that writes the games table") {
            @Override
            public void check(JavaClass type, ConditionEvents events) {
                if (WRITES_GAMES.matcher(constants(type)).find()) {
                    events.add(SimpleConditionEvent.violated(
                            type, type.getName() + " holds SQL that writes the games table: write it in GameStore"));
                }
            }
        };
    }

    /** The class file as text: its string constants are in it as written (modified UTF-8 is ASCII for SQL). */
    private static String constants(JavaClass type) {
        String resource = type.getName().replace('.', '/') + ".class";
        try (InputStream in = ArchitectureTest.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no class file for " + type.getName());
            }
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the class file of " + type.getName(), e);
        }
    }
}
